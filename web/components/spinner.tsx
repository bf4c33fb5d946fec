import { cx } from '#web/lib/cx.ts';
import styles from './spinner.module.css';

/** A loading indicator that screen readers announce; `overlay` covers a list being replaced. */
export function Spinner({
  label = 'Loading',
  overlay = false,
}: {
  label?: string;
  overlay?: boolean;
}) {
  return (
    <div className={cx(styles.spinner, overlay && styles.overlay)} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
