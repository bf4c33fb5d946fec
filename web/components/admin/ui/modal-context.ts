import { createContext, useContext } from 'react';

/** What the parts inside a Modal need from it: closing through the unsaved-edits guard. */
export interface ModalControls {
  /** Close as the user asked (Cancel, Escape, ×): asks first when there are unsaved edits. */
  requestClose(): void;
  /** Close without asking (after a successful save). */
  close(): void;
  /** Tells the modal whether closing would lose edits or interrupt a request. */
  setGuard(guard: { dirty: boolean; pending: boolean }): void;
  /** The "discard your changes?" question is showing. */
  confirmingDiscard: boolean;
  keepEditing(): void;
  discard(): void;
}

export const ModalContext = createContext<ModalControls | null>(null);

export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal must be used inside <Modal>');
  return controls;
}
