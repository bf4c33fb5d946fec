import { Spinner } from './button-spinner.tsx';
import { useModal } from './modal-context.ts';
import { UploadProgress } from './upload-progress.tsx';
import styles from './modal.module.css';

export interface ModalFooterProps {
  submitLabel: string;
  pending: boolean;
  /** Upload progress 0-1 while a file goes up; null when nothing is uploading. */
  progress?: number | null;
  /** `danger` for the delete confirmation. */
  tone?: 'primary' | 'danger';
  /** Set when the footer is not inside the form (the submit button then clicks this). */
  onSubmit?: () => void;
  /** Cancel stays usable while the request runs and stops it (a form's save, an upload). */
  cancelStops?: boolean;
  /** False while there is nothing to send (an order not yet changed). */
  canSubmit?: boolean;
}

/**
 * Cancel and Submit; Submit is disabled and spinning while the request runs (SPEC.md section 4).
 * When closing would lose edits the buttons give way to the question.
 */
export function ModalFooter({
  submitLabel,
  pending,
  progress = null,
  tone = 'primary',
  onSubmit,
  cancelStops = false,
  canSubmit = true,
}: ModalFooterProps) {
  const modal = useModal();
  if (modal.confirmingDiscard) {
    return (
      // Keyed apart from the buttons' footer so no button element is reused with another role.
      <footer key="question" className={styles.footer} role="alertdialog" aria-labelledby="discard-question">
        <p id="discard-question" className={styles.question}>
          Discard your unsaved changes?
        </p>
        <div className={styles.buttons}>
          {/* Focus moves here so Enter keeps the work, the safe answer. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className={styles.secondary} onClick={modal.keepEditing} autoFocus>
            Keep editing
          </button>
          <button type="button" className={styles.danger} onClick={modal.discard}>
            Discard
          </button>
        </div>
      </footer>
    );
  }
  return (
    <footer key="actions" className={styles.footer}>
      <div className={styles.status}>{pending && progress !== null && <UploadProgress value={progress} />}</div>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={modal.requestClose} disabled={pending && !cancelStops}>
          Cancel
        </button>
        <button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          className={tone === 'danger' ? styles.danger : styles.primary}
          disabled={pending || !canSubmit}
          aria-busy={pending}
        >
          {pending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </footer>
  );
}
