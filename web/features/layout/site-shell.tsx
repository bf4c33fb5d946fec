import { type ReactNode, Suspense } from 'react';
import { useChrome } from '#web/lib/chrome.ts';
import { cx } from '#web/lib/cx.ts';
import { FocusAfterNavigation } from './focus-after-navigation.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-shell.module.css';

/**
 * Header, main landmark and footer around a page, as its route's `handle` asks.
 *
 * Each part is its own Suspense boundary only so that React hydrates them one at a time, each in
 * its own short task, instead of the whole page in one long commit that would block a phone's
 * main thread (total blocking time, docs/performance.md). Nothing inside suspends on the server.
 */
/** `footerTools`: the administrator's controls in the footer (lazy-loaded by the root). */
export function SiteShell({ year, footerTools, children }: { year: number; footerTools?: ReactNode; children: ReactNode }) {
  const chrome = useChrome();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavigationProgress />
      <FocusAfterNavigation />
      {chrome.header !== 'none' && (
        <Suspense>
          <SiteHeader overlay={chrome.header === 'overlay'} />
        </Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        className={cx(styles.main, chrome.header === 'solid' && styles.belowHeader)}
      >
        <Suspense>{children}</Suspense>
      </main>
      {chrome.footer && (
        <Suspense>
          <SiteFooter year={year} tools={footerTools} />
        </Suspense>
      )}
    </>
  );
}
