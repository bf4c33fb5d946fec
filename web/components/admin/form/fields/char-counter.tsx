import { cx } from '#web/lib/cx.ts';
import type { CharCount } from './char-count.ts';
import styles from './fields.module.css';

/**
 * A field's '182 / 200'. Not a live region: the field points at it with aria-describedby, so a
 * screen reader reads it with the field, and going past the limit is announced once by the
 * field's error (role="alert") instead of on every key.
 */
export function CharCounter({ id, count }: { id: string; count: CharCount }) {
  return (
    <p id={id} className={cx(styles.counter, count.over && styles.counterOver)}>
      <span aria-hidden="true">{count.text}</span>
      <span className="visually-hidden">{count.spoken}</span>
    </p>
  );
}
