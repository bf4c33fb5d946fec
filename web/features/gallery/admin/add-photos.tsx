import { type DragEvent, useEffect, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import fieldStyles from '#web/components/admin/form/fields/fields.module.css';
import { acceptFor } from '#web/components/admin/form/image-check.ts';
import { LeaveGuard } from '#web/components/admin/form/leave-guard.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import { Modal } from '#web/components/admin/ui/modal.tsx';
import { useModal } from '#web/components/admin/ui/modal-context.ts';
import { ModalFooter } from '#web/components/admin/ui/modal-footer.tsx';
import modalStyles from '#web/components/admin/ui/modal.module.css';
import { UploadProgress } from '#web/components/admin/ui/upload-progress.tsx';
import { cx } from '#web/lib/cx.ts';
import { notify } from '#web/lib/notify.ts';
import type { CategoryChoice } from './photo-fields.tsx';
import { type BulkItem, type BulkStatus, sendable, useBulkUpload } from './use-bulk-upload.ts';
import styles from './add-photos.module.css';

const statusText: Record<BulkStatus, string> = {
  ready: 'Ready',
  refused: 'Not accepted',
  waiting: 'Waiting',
  uploading: 'Uploading',
  added: 'Added',
  failed: 'Not added',
  cancelled: 'Cancelled',
};

/** 'Add many photos': drop or pick several files, give each a caption and alt text, one category for all. */
export function AddPhotos({
  categories,
  category,
}: {
  categories: CategoryChoice[];
  category?: string;
}) {
  return (
    <Modal
      title="Add many photos"
      description="JPEG or PNG, up to 20 MB and 50 megapixels each. They are sent one after another; one that fails does not stop the others."
      trigger={<AdminButton kind="add">Add many photos</AdminButton>}
    >
      <BulkForm categories={categories} initialCategory={category ?? ''} />
    </Modal>
  );
}

function BulkForm({
  categories,
  initialCategory,
}: {
  categories: CategoryChoice[];
  initialCategory: string;
}) {
  const modal = useModal();
  const revalidator = useRevalidator();
  const { items, running, addFiles, edit, remove, run, cancel, clearAdded } = useBulkUpload();
  const [category, setCategory] = useState(initialCategory);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const toSend = items.filter(sendable);
  // Files not yet stored, those of a run under way included: closing or leaving asks first, and
  // closing during a run stops it (the file in flight is aborted and not stored) before asking.
  const unsent = running || toSend.length > 0;
  useEffect(
    () => modal.setGuard({ dirty: unsent, pending: running, abort: running ? cancel : undefined }),
    [modal, unsent, running, cancel],
  );

  async function start() {
    const { added, failed, cancelled } = await run(items, category);
    if (added > 0) void revalidator.revalidate();
    if (failed > 0)
      notify.error(messages.notify.error, `${failed} of ${added + failed} photos were not added`);
    if (added > 0 && failed === 0 && !cancelled) {
      notify.success(messages.notify.added);
      modal.close();
    } else if (added > 0) {
      notify.success(`${added} ${added === 1 ? 'photo' : 'photos'} added`);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!running) void addFiles(Array.from(event.dataTransfer.files));
  };
  const added = items.filter((i) => i.status === 'added').length;

  return (
    <>
      <div className={modalStyles.body}>
        <div className={styles.form}>
          <div
            className={cx(styles.drop, dragging && styles.dragging)}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept={acceptFor('strict')}
              className={`visually-hidden ${fieldStyles.fileInput}`}
              disabled={running}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void addFiles(files);
              }}
            />
            <label htmlFor={`${id}-files`} className={fieldStyles.fileButton}>
              Choose photos
            </label>
            <span className={styles.dropHint}>or drop them here</span>
          </div>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-category`}>
              Category for all
            </label>
            <select
              id={`${id}-category`}
              className={fieldStyles.input}
              value={category}
              disabled={running}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.caption}
                </option>
              ))}
            </select>
          </div>
          {items.length > 0 && (
            <ul className={styles.list} aria-label="Photos to add">
              {items.map((item, i) => (
                <BulkRow
                  key={item.key}
                  item={item}
                  index={i}
                  locked={running || item.status === 'added'}
                  onEdit={edit}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      {unsent && <LeaveGuard />}
      {modal.confirmingDiscard ? (
        // The kit's footer asks 'Discard your unsaved changes?' (the files not yet added).
        <ModalFooter submitLabel="Add" pending={false} />
      ) : (
        <footer className={modalStyles.footer}>
          <div className={modalStyles.status} role="status">
            {items.length > 0 && `${added} of ${items.length} added`}
          </div>
          <div className={modalStyles.buttons}>
            {running ? (
              <button type="button" className={modalStyles.secondary} onClick={cancel}>
                Cancel
              </button>
            ) : (
              <button
                type="button"
                className={modalStyles.secondary}
                onClick={added > 0 && toSend.length === 0 ? modal.close : modal.requestClose}
              >
                {added > 0 && toSend.length === 0 ? 'Close' : 'Cancel'}
              </button>
            )}
            <button
              type="button"
              className={modalStyles.primary}
              onClick={() => {
                clearAdded();
                void start();
              }}
              disabled={running || toSend.length === 0}
              aria-busy={running}
            >
              {running && <Spinner />}
              {/* While a run goes, what it has sent shows beside; the count of the files left
                  would read as the failures so far. */}
              {running ? 'Adding' : toSend.length > 1 ? `Add ${toSend.length} photos` : 'Add'}
            </button>
          </div>
        </footer>
      )}
    </>
  );
}

interface BulkRowProps {
  item: BulkItem;
  index: number;
  locked: boolean;
  onEdit: (key: number, change: Partial<Pick<BulkItem, 'caption' | 'alt'>>) => void;
  onRemove: (key: number) => void;
}

/** One file: its preview and name, its caption and alt text, then its progress or what went wrong. */
function BulkRow({ item, index, locked, onEdit, onRemove }: BulkRowProps) {
  const id = useId();
  const name = item.file.name;
  return (
    <li className={styles.row} data-status={item.status}>
      <span className={styles.thumb}>
        {item.preview && <img src={item.preview} alt={`Preview of ${name}`} />}
      </span>
      <div className={styles.fields}>
        <span className={styles.name}>{name}</span>
        <label className="visually-hidden" htmlFor={`${id}-caption`}>
          Caption of photo {index + 1}
        </label>
        <input
          id={`${id}-caption`}
          className={fieldStyles.input}
          placeholder="Caption"
          maxLength={textLimits.caption}
          value={item.caption}
          disabled={locked || item.status === 'refused'}
          onChange={(event) => onEdit(item.key, { caption: event.target.value })}
        />
        <label className="visually-hidden" htmlFor={`${id}-alt`}>
          Alt text of photo {index + 1}
        </label>
        <input
          id={`${id}-alt`}
          className={fieldStyles.input}
          placeholder="Alt text (else the caption)"
          maxLength={textLimits.alt}
          value={item.alt}
          disabled={locked || item.status === 'refused'}
          onChange={(event) => onEdit(item.key, { alt: event.target.value })}
        />
        {item.status === 'uploading' ? (
          <UploadProgress value={item.progress} />
        ) : (
          <span className={styles.status}>
            {statusText[item.status]}
            {item.error && <span role="alert">: {item.error}</span>}
          </span>
        )}
      </div>
      {!locked && (
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(item.key)}
          aria-label={`Remove ${name}`}
        >
          ×
        </button>
      )}
    </li>
  );
}
