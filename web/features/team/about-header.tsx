import type { ReactNode } from 'react';
import type { AboutUs } from '#shared/schemas/about-us.ts';
import styles from './team.module.css';

/**
 * The about-us texts as the page header; the 'we are' menu entry lands here. `actions` holds
 * the admin's Edit texts.
 */
export function AboutHeader({ about, actions }: { about: AboutUs; actions?: ReactNode }) {
  const first = about[0];
  return (
    <header id="we-are" className={styles.about}>
      {actions && <div className={styles.adminBar}>{actions}</div>}
      <p className={styles.kicker}>we are</p>
      <h1 className={styles.aboutText}>
        {first?.text || 'A production company for the whole region.'}
      </h1>
      {first?.text_extra && <p className={styles.aboutExtra}>{first.text_extra}</p>}
    </header>
  );
}
