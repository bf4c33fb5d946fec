import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The title block at the top of list pages. */
export function PageHeader({
  kicker,
  title,
  children,
}: {
  kicker?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.intro}>{children}</div>}
    </header>
  );
}
