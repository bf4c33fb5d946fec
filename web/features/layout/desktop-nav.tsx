import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown } from '#web/components/icons.tsx';
import { cx } from '#web/lib/cx.ts';
import { signOut, useSession } from '#web/lib/session.ts';
import { isGroup, menu, type MenuGroup } from './menu.ts';
import styles from './desktop-nav.module.css';

function MenuDropdown({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => item.to.split('#')[0] === pathname);
  return (
    // Not modal: a nav dropdown must not lock page scroll or hide the rest of the page.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cx(styles.link, styles.trigger, active && styles.active)}>
        {group.label}
        <ChevronDown size={14} className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="start" sideOffset={10}>
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={styles.item}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function DesktopNav() {
  const { isUserLoggedIn } = useSession();
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {menu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <MenuDropdown group={entry} />
            </li>
          ) : entry.mobileOnly ? null : (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                className={({ isActive }) => cx(styles.link, isActive && styles.active)}
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
