import { Link } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import { useSiteSettings } from '#web/lib/site-settings.ts';
import { useScrolled } from '#web/lib/use-scrolled.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteLogo } from './site-logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import styles from './site-header.module.css';

/** `overlay`: laid over a full-bleed hero, transparent until the page scrolls. */
export function SiteHeader({ overlay }: { overlay: boolean }) {
  const scrolled = useScrolled();
  const { companyName, logo } = useSiteSettings();
  return (
    <header className={cx(styles.header, overlay && !scrolled && styles.transparent)}>
      <div className={styles.inner}>
        {/* Named by its visible text (the monogram is hidden) or the logo's alt text. */}
        <Link to="/" className={styles.brand}>
          <SiteLogo companyName={companyName} logo={logo} />
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
