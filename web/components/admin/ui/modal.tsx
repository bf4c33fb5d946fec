import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTrackModalOpen } from '#web/lib/modal-open.ts';
import { CloseIcon } from './admin-icons.tsx';
import { useRefocusWhenGone } from './focus-successor.ts';
import { firstField, type ModalControls, ModalContext, type ModalGuard } from './modal-context.ts';
import styles from './modal.module.css';

export interface ModalProps {
  title: string;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: string;
  /** The control that opens it (an AdminButton); focus returns there on close. */
  trigger: ReactNode;
  children: ReactNode;
}


/**
 * The admin dialog (Radix Dialog): focus stays inside, Escape and the backdrop close it, and
 * while it is open the home slider stops. A form inside reports unsaved edits and pending
 * requests with `setGuard`; closing then asks first, and stops a running request that can be
 * stopped (a form's save and its upload) or is refused while one that cannot runs.
 * Content mounts only while open, so every opening starts from fresh values.
 */
export function Modal({ title, description, trigger, children }: ModalProps) {
  const [open, setOpen] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // A ref, not state: the guard changes on every keystroke and nothing here renders from it.
  const guard = useRef<ModalGuard>({ dirty: false, pending: false });
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTrackModalOpen(open);

  // A delete removes the item that holds the trigger, where the focus returned on close: where it
  // goes instead is read on close, while the trigger is still there.
  const rememberSuccessors = useRefocusWhenGone();

  // The navigation waiting on the question (askBeforeLeaving), if any.
  const leaving = useRef<{ leave: () => void; stay: () => void } | null>(null);
  // Where the focus was when the question came, to go back to after 'Keep editing' (its button
  // goes away with the question).
  const questionFrom = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (confirmingDiscard || !refocus.current) return;
    refocus.current = false;
    const before = questionFrom.current;
    (before?.isConnected ? before : contentRef.current?.querySelector<HTMLElement>(firstField))?.focus();
  }, [confirmingDiscard]);

  const controls = useMemo<ModalControls>(() => {
    const close = () => {
      rememberSuccessors(triggerRef.current);
      setConfirmingDiscard(false);
      guard.current = { dirty: false, pending: false };
      setOpen(false);
    };
    const answer = (which: 'leave' | 'stay') => {
      const waiting = leaving.current;
      leaving.current = null;
      waiting?.[which]();
    };
    const ask = () => {
      questionFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setConfirmingDiscard(true);
    };
    const keepEditing = () => {
      refocus.current = true;
      setConfirmingDiscard(false);
      answer('stay');
    };
    return {
      requestClose() {
        if (guard.current.pending) {
          // A save that can be stopped (an upload) is stopped; the rest is waited for.
          if (!guard.current.abort) return;
          guard.current.abort();
        }
        // Escape (or ×) while the question shows answers it the safe way: the edits stay.
        if (guard.current.dirty) (confirmingDiscard ? keepEditing : ask)();
        else close();
      },
      close,
      setGuard(next) {
        guard.current = next;
      },
      confirmingDiscard,
      keepEditing,
      discard: () => {
        close();
        answer('leave');
      },
      askBeforeLeaving(answers) {
        leaving.current = answers;
        ask();
      },
    };
  }, [confirmingDiscard, rememberSuccessors]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : controls.requestClose())}>
      <Dialog.Trigger asChild ref={triggerRef}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={styles.content}
          // Without a description Radix wants to be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Start in the first field rather than on the × button.
            const first = contentRef.current?.querySelector<HTMLElement>(firstField);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
        >
          <header className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            <button type="button" className={styles.close} aria-label="Close" onClick={controls.requestClose}>
              <CloseIcon size={20} />
            </button>
          </header>
          <ModalContext.Provider value={controls}>{children}</ModalContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
