import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Close, Menu } from '#web/components/icons.tsx';
import { signOut, useSignedIn } from '#web/lib/session.ts';
import { useLocationLinks } from '#web/lib/location-links.ts';
import { isGroup, siteMenu, useIsCurrentPage } from './menu.ts';
import styles from './mobile-menu.module.css';

/**
 * The HTML attributes of an invoker command (a button that opens or closes a dialog with no
 * script), which React's types do not know yet.
 */
const invoke = (command: 'show-modal' | 'close', target: string): Record<string, string> => ({
  command,
  commandfor: target,
});

/** Where the desktop header takes over (the 991 px of the stylesheets' media queries). */
const desktopWidth = '(min-width: 992px)';

/**
 * The menu below 992 px: a full-screen native modal <dialog>, so the browser keeps focus inside,
 * makes the page behind inert, closes it on Escape and returns focus to the button.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const isUserLoggedIn = useSignedIn();
  const menu = siteMenu(useLocationLinks());
  const isCurrent = useIsCurrentPage();
  const current = (to: string) => (isCurrent(to) ? 'page' : undefined);
  const close = () => dialogRef.current?.close();
  // The page behind the open menu does not scroll (the dialog already makes it inert). A class
  // toggled here rather than `html:has(dialog[open])`, which Chrome would re-check on every
  // change to the page while it is being built.
  const lockPage = (locked: boolean) => {
    if (styles.locked) document.documentElement.classList.toggle(styles.locked, locked);
  };
  // Widened past the breakpoint (a tablet turned, a window resized), the open menu would stay a
  // modal over the desktop header: it closes instead. Watched only while open, so a visitor who
  // never opens it pays for nothing.
  const stopWatchingWidth = useRef<() => void>(undefined);
  const open = () => {
    lockPage(true);
    dialogRef.current?.showModal();
    const desktop = window.matchMedia(desktopWidth);
    const closeOnDesktop = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', closeOnDesktop);
    stopWatchingWidth.current = () => desktop.removeEventListener('change', closeOnDesktop);
  };
  const closed = () => {
    lockPage(false);
    stopWatchingWidth.current?.();
    stopWatchingWidth.current = undefined;
  };
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        // Without scripts the browser opens the dialog itself (invoker commands); with them the
        // app does, and the click's default (that command) is stopped.
        {...invoke('show-modal', dialogId)}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <Menu size={24} />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.panel}
        aria-labelledby={titleId}
        onClose={closed}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            Menu
          </h2>
          <button
            type="button"
            className={styles.button}
            aria-label="Close menu"
            {...invoke('close', dialogId)}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <Close size={24} />
          </button>
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
                        <Link
                          to={item.to}
                          onClick={close}
                          className={styles.sublink}
                          aria-current={current(item.to)}
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    onClick={close}
                    className={styles.link}
                    aria-current={current(entry.to)}
                  >
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
      </dialog>
    </>
  );
}
