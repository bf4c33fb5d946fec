import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { Close, Menu } from '#web/components/icons.tsx';
import { signOut, useSession } from '#web/lib/session.ts';
import { isGroup, menu } from './menu.ts';
import styles from './mobile-menu.module.css';

/** The menu below 992 px: a full-screen dialog, so focus stays inside and Escape closes it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { isUserLoggedIn } = useSession();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.button} aria-label="Open menu">
        <Menu size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.button} aria-label="Close menu">
              <Close size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className={styles.list}>
              {menu.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label} className={styles.group}>
                    <span className={styles.groupLabel}>{entry.label}</span>
                    <ul className={styles.sublist}>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <Link to={item.to} onClick={close} className={styles.sublink}>
                            {item.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <Link to={entry.to} onClick={close} className={styles.link}>
                      {entry.label}
                    </Link>
                  </li>
                ),
              )}
              {isUserLoggedIn && (
                <li>
                  <button
                    type="button"
                    className={`${styles.link} ${styles.signOut}`}
                    onClick={() => {
                      signOut();
                      close();
                    }}
                  >
                    Sign out
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
