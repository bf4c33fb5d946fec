import type { ReactNode } from 'react';
import styles from './slider.module.css';

/**
 * What the home page shows before any slide exists (SPEC.md section 2, strings verbatim);
 * `toolbar` holds the admin's Add slide.
 */
export function EmptySlider({ toolbar }: { toolbar?: ReactNode }) {
  return (
    <section className={`${styles.slider} ${styles.empty}`} aria-label="Featured work">
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <div className={styles.caption}>
        <h2 className={styles.title}>No slides</h2>
        <p className={styles.client}>No additional information</p>
      </div>
    </section>
  );
}
