import { type ReactNode, useEffect } from 'react';
import { messages } from '#shared/messages.ts';
import { useAdminAction } from '../form/use-admin-action.ts';
import { Modal } from './modal.tsx';
import { useModal } from './modal-context.ts';
import { ModalFooter } from './modal-footer.tsx';
import styles from './modal.module.css';

export interface ConfirmDeleteProps {
  /** The control that opens the question (an AdminButton kind="delete"). */
  trigger: ReactNode;
  /** What is being deleted, for the title ('Delete slide'). */
  title: string;
  /** Sends the delete request. */
  onConfirm: () => Promise<unknown>;
  /** Shown under the question: which item (a caption, a thumbnail). */
  children?: ReactNode;
}

/**
 * 'Are you sure you want to delete this?' (SPEC.md section 5). Delete spins while the request
 * runs; success says 'Deleted successfully', closes and reloads the page's data; a failure
 * leaves the question open.
 */
export function ConfirmDelete({ trigger, title, onConfirm, children }: ConfirmDeleteProps) {
  return (
    <Modal title={title} description={messages.deleteConfirm} trigger={trigger}>
      <ConfirmBody onConfirm={onConfirm}>{children}</ConfirmBody>
    </Modal>
  );
}

function ConfirmBody({ onConfirm, children }: Pick<ConfirmDeleteProps, 'onConfirm' | 'children'>) {
  const modal = useModal();
  const { pending, run } = useAdminAction();
  useEffect(() => modal.setGuard({ dirty: false, pending }), [modal, pending]);
  const confirm = () => void run(() => onConfirm(), { success: messages.notify.deleted, onSuccess: modal.close });
  return (
    <>
      {children && <div className={styles.body}>{children}</div>}
      <ModalFooter submitLabel="Delete" tone="danger" pending={pending} onSubmit={confirm} />
    </>
  );
}
