import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown } from '#web/components/icons.tsx';
import { cx } from '#web/lib/cx.ts';
import { signOut, useSignedIn } from '#web/lib/session.ts';
import { useLocationLinks } from '#web/lib/location-links.ts';
import { isGroup, siteMenu, useIsCurrentPage, type MenuGroup } from './menu.ts';
import styles from './desktop-nav.module.css';

/**
 * A group of the site menu as a disclosure (a button that shows a list of links), the pattern
 * WAI-ARIA suggests for site navigation. Closes on Escape (focus back on the button), on a
 * click or focus outside, and when a link is followed.
 */
function MenuGroupDisclosure({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const isCurrent = useIsCurrentPage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = group.items.some((item) => item.to.split('#')[0] === pathname);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.group}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.link, styles.trigger, active && styles.active)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {group.label}
        <ChevronDown size={14} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdown} aria-label={group.label} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.item}
              aria-current={isCurrent(item.to) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DesktopNav() {
  const { pathname } = useLocation();
  const isUserLoggedIn = useSignedIn();
  const menu = siteMenu(useLocationLinks());
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {menu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <MenuGroupDisclosure group={entry} />
            </li>
          ) : entry.mobileOnly ? null : (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                // The section's own page is the current page; a page within it (a film's watch
                // page under work) is in the current section.
                aria-current={pathname === entry.to ? 'page' : 'true'}
              >
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
        {isUserLoggedIn && (
          <li>
            <button type="button" className={cx(styles.link, styles.trigger)} onClick={signOut}>
              Sign out
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
