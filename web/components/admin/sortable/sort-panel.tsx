import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '../ui/button-spinner.tsx';
import buttonStyles from '../ui/modal.module.css';
import styles from './sortable.module.css';

export interface SortPanelProps {
  title: string;
  /** How to move items, and where the order shows. */
  help: string;
  pending: boolean;
  /** Save is offered only once something moved. */
  changed: boolean;
  onSave: () => void;
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** A sort mode's frame: its title with Cancel and Save always in reach, the help, the list. */
export function SortPanel({ title, help, pending, changed, onSave, onCancel, busy = false, children }: SortPanelProps) {
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  const heading = useFocusAcrossSortMode();
  return (
    <section className={styles.sorter} aria-labelledby={titleId} aria-busy={pending || busy}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <div className={styles.buttons}>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={onSave}
            disabled={pending || !changed}
            aria-busy={pending}
          >
            {pending && <Spinner />}
            Save
          </button>
        </div>
      </div>
      <p className={styles.help}>{help}</p>
      {children}
    </section>
  );
}

/**
 * The button that opens an inline sort mode (Sort photos, Sort team) goes away with its toolbar
 * while the mode shows, and its focus would fall to <body>: the mode's title takes it, and on
 * leaving (Save, Cancel) the button that opens it again does. That button is read while the
 * mode first renders, when it is still there and focused; in a dialog (the slides' order) the
 * focus is the dialog's, and is left alone.
 */
function useFocusAcrossSortMode() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLButtonElement
      ? document.activeElement.textContent?.trim() || null
      : null,
  );
  useEffect(() => {
    if (!opener) return;
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (document.activeElement !== document.body && document.activeElement !== null) return;
        const again = [...document.querySelectorAll<HTMLButtonElement>('main button')].find((b) => b.textContent?.trim() === opener);
        again?.focus();
      });
    };
  }, [opener]);
  return heading;
}
