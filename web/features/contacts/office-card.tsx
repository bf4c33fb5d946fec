import { cx } from '#web/lib/cx.ts';
import type { Office } from './offices.ts';
import styles from './contacts.module.css';

interface OfficeCardProps {
  office: Office;
  selected: boolean;
  onShow: () => void;
}

export function OfficeCard({ office, selected, onShow }: OfficeCardProps) {
  return (
    <li className={cx(styles.office, selected && styles.selected)}>
      <h2 className={styles.city}>
        {office.city}
        <span className={styles.country}>{office.country}</span>
      </h2>
      <address className={styles.address}>
        {office.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <ul className={styles.lines}>
        {office.phones.map((p) => (
          <li key={p}>
            <a href={`tel:${p.replace(/\s+/g, '')}`}>{p}</a>
          </li>
        ))}
        {office.emails.map((e) => (
          <li key={e}>
            <a href={`mailto:${e}`}>{e}</a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.show} onClick={onShow} aria-pressed={selected}>
        {selected ? 'On the map' : 'Show on the map'}
      </button>
    </li>
  );
}
