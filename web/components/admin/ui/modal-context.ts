import { createContext, useContext } from 'react';

/** A form's fields that take the focus when its dialog opens (not the × or a file picker). */
export const firstField =
  'input:not([type=hidden]):not([type=file]):not([type=radio]), textarea, select';

export interface ModalGuard {
  dirty: boolean;
  pending: boolean;
  abort?: (() => void) | undefined;
}

/** What the parts inside a Modal need from it: closing through the unsaved-edits guard. */
export interface ModalControls {
  /** Close as the user asked (Cancel, Escape, ×): asks first when there are unsaved edits. */
  requestClose(): void;
  /** Close without asking (after a successful save). */
  close(): void;
  /**
   * Tells the modal whether closing would lose edits or interrupt a request; `abort`, when the
   * request can be stopped (a form's save, an upload), lets closing stop it instead of waiting.
   */
  setGuard(guard: ModalGuard): void;
  /** The "discard your changes?" question is showing. */
  confirmingDiscard: boolean;
  keepEditing(): void;
  discard(): void;
  /**
   * A navigation away from the page waits on the question: `leave` runs on Discard (the
   * navigation goes on), `stay` on Keep editing (it is cancelled).
   */
  askBeforeLeaving(answers: { leave: () => void; stay: () => void }): void;
}

export const ModalContext = createContext<ModalControls | null>(null);

export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal must be used inside <Modal>');
  return controls;
}
