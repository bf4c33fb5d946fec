import type { ReactNode } from 'react';
import { useChrome } from '#web/lib/chrome.ts';
import { cx } from '#web/lib/cx.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-shell.module.css';

/** Header, main landmark and footer around a page, as its route's `handle` asks. */
export function SiteShell({ year, children }: { year: number; children: ReactNode }) {
  const chrome = useChrome();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavigationProgress />
      {chrome.header !== 'none' && <SiteHeader overlay={chrome.header === 'overlay'} />}
      <main
        id="main"
        tabIndex={-1}
        className={cx(styles.main, chrome.header === 'solid' && styles.belowHeader)}
      >
        {children}
      </main>
      {chrome.footer && <SiteFooter year={year} />}
    </>
  );
}
