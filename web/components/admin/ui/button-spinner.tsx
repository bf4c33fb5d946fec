import styles from './modal.module.css';

/** The small ring inside a pending button; the button's aria-busy tells screen readers. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
