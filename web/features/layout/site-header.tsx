import { Link } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import { site } from '#web/lib/site.ts';
import { useScrolled } from '#web/lib/use-scrolled.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import styles from './site-header.module.css';

/** `overlay`: laid over a full-bleed hero, transparent until the page scrolls. */
export function SiteHeader({ overlay }: { overlay: boolean }) {
  const scrolled = useScrolled();
  return (
    <header className={cx(styles.header, overlay && !scrolled && styles.transparent)}>
      <div className={styles.inner}>
        {/* Named by its visible text (the monogram is hidden), as a link's name should be. */}
        <Link to="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {site.name.charAt(0)}
          </span>
          {site.name}
        </Link>
        <DesktopNav />
        <div className={styles.tools}>
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
