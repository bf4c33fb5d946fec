import styles from './slider.module.css';

/** What the home page shows before any slide exists (SPEC.md section 2, strings verbatim). */
export function EmptySlider() {
  return (
    <section className={`${styles.slider} ${styles.empty}`} aria-label="Featured work">
      <div className={styles.caption}>
        <h2 className={styles.title}>No slides</h2>
        <p className={styles.client}>No additional information</p>
      </div>
    </section>
  );
}
