import { type ReactNode, useEffect } from 'react';
import { messages } from '#shared/messages.ts';
import { useAdminAction } from '../form/use-admin-action.ts';
import { restoreItem } from '../trash/restore-item.ts';
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
  /**
   * The id the removed item has in the trash (its own id): the notification then offers Undo.
   * Left out for what the trash does not keep (accounts).
   */
  trashId?: string;
  /**
   * The item's name, under 'Deleted successfully' (and 'Restored successfully' after Undo): two
   * quick deletions stack two notifications, each with its own Undo.
   */
  name?: string;
}

/**
 * 'Are you sure you want to delete this?' (SPEC.md section 5). Delete spins while the request
 * runs; success says 'Deleted successfully' (with Undo for a few seconds when the item went to
 * the trash), closes and reloads the page's data; a failure leaves the question open.
 */
export function ConfirmDelete({ trigger, title, onConfirm, children, trashId, name }: ConfirmDeleteProps) {
  return (
    <Modal title={title} description={messages.deleteConfirm} trigger={trigger}>
      <ConfirmBody onConfirm={onConfirm} {...(trashId ? { trashId } : {})} {...(name?.trim() ? { name: name.trim() } : {})}>
        {children}
      </ConfirmBody>
    </Modal>
  );
}

function ConfirmBody({ onConfirm, children, trashId, name }: Pick<ConfirmDeleteProps, 'onConfirm' | 'children' | 'trashId' | 'name'>) {
  const modal = useModal();
  const { pending, run } = useAdminAction();
  useEffect(() => modal.setGuard({ dirty: false, pending }), [modal, pending]);
  const confirm = () =>
    void run(() => onConfirm(), {
      success: name ? () => ({ title: messages.notify.deleted, description: name }) : messages.notify.deleted,
      onSuccess: modal.close,
      ...(trashId ? { undo: () => restoreItem(trashId, name) } : {}),
    });
  return (
    <>
      {children && <div className={styles.body}>{children}</div>}
      <ModalFooter submitLabel="Delete" tone="danger" pending={pending} onSubmit={confirm} />
    </>
  );
}
