import type { Office } from '#shared/schemas/settings.ts';
import { cx } from '#web/lib/cx.ts';
import styles from './contacts.module.css';

interface OfficeCardProps {
  office: Office;
  selected: boolean;
  onShow: () => void;
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

export function OfficeCard({ office, selected, onShow }: OfficeCardProps) {
  return (
    <li className={cx(styles.office, selected && styles.selected)}>
      <h2 className={styles.city}>
        {office.city}
        <span className={styles.country}>{office.country}</span>
      </h2>
      <address className={styles.address}>
        {lines(office.address).map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
      <ul className={styles.lines}>
        {lines(office.phone).map((p, i) => (
          <li key={`phone-${i}`}>
            <a href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
          </li>
        ))}
        {office.email && (
          <li>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        )}
      </ul>
      <button type="button" className={styles.show} onClick={onShow} aria-pressed={selected}>
        {selected ? 'On the map' : 'Show on the map'}
      </button>
    </li>
  );
}
