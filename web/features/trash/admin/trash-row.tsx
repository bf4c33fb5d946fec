import { useRef, useState } from 'react';
import type { CategoryType } from '#shared/schemas/category.ts';
import type { TrashItem, TrashKind } from '#shared/schemas/trash.ts';
import { restoreItem } from '#web/components/admin/trash/restore-item.ts';
import { trashApi } from '#web/components/admin/trash/trash-api.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { AdminThumb, type ThumbShape } from '#web/components/admin/ui/admin-thumb.tsx';
import { Spinner as ButtonSpinner } from '#web/components/admin/ui/button-spinner.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { useFocusBackAfter } from '#web/components/admin/ui/focus-back.ts';
import { useRefocusWhenGone } from '#web/components/admin/ui/focus-successor.ts';
import { formatDay, formatMoment } from '#web/components/admin/admin-dates.ts';
import { kindLabels } from '#web/components/admin/kind-labels.ts';
import listStyles from '#web/components/admin/ui/admin-list.module.css';
import styles from './trash.module.css';

/** Both kinds of category may hold a 'Georgia': the row says which list it came from. */
const categoryLabels: Record<CategoryType, string> = { gallery: 'Video category', photo: 'Photo category' };

/** Each kind's picture drawn as its lists draw it (a category has none). */
const shapes: Record<TrashKind, ThumbShape | null> = {
  slide: 'photo',
  video: 'video',
  photo: 'photo',
  member: 'portrait',
  partner: 'logo',
  category: null,
  location: 'photo',
  'location image': 'photo',
};

export interface TrashRowProps {
  item: TrashItem;
  /** Reloads the list after the item was restored or purged. */
  onChanged: () => void;
}

/** One removed item: what, when and by whom; Restore, or Delete for good after SPEC's question. */
export function TrashRow({ item, onChanged }: TrashRowProps) {
  const [restoring, setRestoring] = useState(false);
  const restoreButton = useRef<HTMLButtonElement>(null);
  // Restored, the row goes, and the focus with it (the button was disabled meanwhile).
  const rememberSuccessors = useRefocusWhenGone();
  // A refused restore leaves the row: the focus comes back to its Restore.
  useFocusBackAfter(restoring, () => restoreButton.current);
  const kind = item.categoryType ? categoryLabels[item.categoryType] : kindLabels[item.kind];
  const name = item.caption || `Untitled ${kind.toLowerCase()}`;
  const shape = shapes[item.kind];
  const restore = async () => {
    rememberSuccessors(restoreButton.current);
    setRestoring(true);
    const back = await restoreItem(item._id, item.caption);
    setRestoring(false);
    // Restored, or gone meanwhile (another administrator): either way the list has changed.
    if (back) onChanged();
  };
  return (
    <li className={listStyles.row}>
      {/* One width for every kind (a portrait is narrower; a category has none): the texts line up. */}
      <span className={styles.thumb}>{shape && <AdminThumb picture={item.picture} shape={shape} src={item.image} />}</span>
      <div className={styles.what}>
        <span className={styles.kind}>{kind}</span>
        <span className={styles.caption}>{name}</span>
        <span className={styles.muted}>
          Deleted {formatMoment(item.deletedAt)}
          {item.deletedBy ? ` by ${item.deletedBy}` : ''}; deleted for good on {formatDay(item.purgeAt)}
        </span>
      </div>
      <div className={styles.actions}>
        <button
          ref={restoreButton}
          type="button"
          className={styles.restore}
          onClick={() => void restore()}
          disabled={restoring}
          aria-busy={restoring}
          aria-label={`Restore ${name}`}
        >
          {restoring && <ButtonSpinner />}
          Restore
        </button>
        <ConfirmDelete
          title="Delete for good"
          trigger={
            <AdminButton kind="delete" aria-label={`Delete ${name} for good`}>
              Delete for good
            </AdminButton>
          }
          onConfirm={async () => {
            await trashApi.purge(item._id);
            onChanged();
          }}
        >
          {shape && (
            <p className={styles.confirmThumb}>
              <AdminThumb picture={item.picture} shape={shape} src={item.image} />
            </p>
          )}
          <p>
            <strong>{name}</strong> ({kind.toLowerCase()}) and its files will be deleted; this cannot be undone.
          </p>
        </ConfirmDelete>
      </div>
    </li>
  );
}
