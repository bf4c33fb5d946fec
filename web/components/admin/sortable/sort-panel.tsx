import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type LeaveAnswers, useLeaveGuard } from '../form/leave-guard.tsx';
import { Spinner } from '../ui/button-spinner.tsx';
import { focusLost, useFocusBackAfter } from '../ui/focus-back.ts';
import buttonStyles from '../ui/modal.module.css';
import styles from './sortable.module.css';

export interface SortPanelProps {
  title: string;
  /** How to move items, and where the order shows. */
  help: string;
  /** The label of the button that opens this mode ('Sort team'): the focus returns to it on leaving. */
  opener: string;
  pending: boolean;
  /** Save is offered only once something moved; leaving the page then asks first. */
  changed: boolean;
  onSave: () => void;
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** A sort mode's frame: its title with Cancel and Save always in reach, the help, the list. */
export function SortPanel({ title, help, opener, pending, changed, onSave, onCancel, busy = false, children }: SortPanelProps) {
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  const heading = useFocusAcrossSortMode(opener);
  const save = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState<LeaveAnswers | null>(null);
  // The question takes the focus on its safe answer, so Enter keeps the work.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (leaving) keep.current?.focus();
  }, [leaving]);
  // Kept sorting: the question goes, the focus back to Save.
  useFocusBackAfter(leaving !== null, () => save.current);
  // Back to Save after a refused one (or, with nothing left to save, to the title).
  useFocusBackAfter(pending, () => (save.current && !save.current.disabled ? save.current : heading.current));

  return (
    <section className={styles.sorter} aria-labelledby={titleId} aria-busy={pending || busy}>
      {changed && !pending && <LeaveGuard onBlocked={setLeaving} />}
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1} data-sort-title="">
          {title}
        </h2>
        {leaving ? (
          <div className={styles.asking} role="alertdialog" aria-labelledby={`${titleId}-question`}>
            <p id={`${titleId}-question`} className={styles.question}>
              Discard the new order?
            </p>
            <button ref={keep} type="button" className={buttonStyles.secondary} onClick={() => (leaving.stay(), setLeaving(null))}>
              Keep sorting
            </button>
            <button type="button" className={buttonStyles.danger} onClick={leaving.leave}>
              Discard
            </button>
          </div>
        ) : (
          <div className={styles.buttons}>
            <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
              Cancel
            </button>
            <button
              ref={save}
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
        )}
      </div>
      <p className={styles.help}>{help}</p>
      {children}
    </section>
  );
}

/**
 * Mounted while the order has unsaved moves: a link or Back inside the app (a category's chip,
 * the menu) is held while the bar asks "Discard the new order?", and a reload or closing the tab
 * gets the browser's own question. Mounted only then, so a Save's own page reload passes.
 */
function LeaveGuard({ onBlocked }: { onBlocked: (answers: LeaveAnswers | null) => void }) {
  useLeaveGuard(true, onBlocked);
  useEffect(() => () => onBlocked(null), [onBlocked]);
  return null;
}

/**
 * The button that opens an inline sort mode (Sort photos, Sort team) goes away with its toolbar
 * while the mode shows, and its focus would fall to <body>: the mode's title takes it, and on
 * leaving (Save, Cancel) the button that opens it again does. The first time a mode opens its
 * code loads after the button has gone, so a focus already on <body> counts as the button's; a
 * mode that reads its list first (photos, videos) hands over from its loading frame's title.
 */
function useFocusAcrossSortMode(opener: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [fromOpener] = useState(() => {
    if (typeof document === 'undefined') return false;
    const active = document.activeElement;
    // Also the title of the mode's loading frame, which this one replaces once the list is read.
    if (active?.hasAttribute('data-sort-title')) return true;
    return focusLost() || (active instanceof HTMLButtonElement && active.textContent?.trim() === opener);
  });
  useEffect(() => {
    if (!fromOpener) return;
    if (focusLost()) heading.current?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (!focusLost()) return;
        const again = [...document.querySelectorAll<HTMLButtonElement>('main button')].find((b) => b.textContent?.trim() === opener);
        again?.focus();
      });
    };
  }, [fromOpener, opener]);
  return heading;
}
