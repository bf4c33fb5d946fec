import { limits } from '#shared/limits.ts';
import { Spinner } from '#web/components/spinner.tsx';
import { TrashRow } from './trash-row.tsx';
import listStyles from '#web/components/admin/ui/admin-list.module.css';
import styles from './trash.module.css';
import { useTrash } from './use-trash.ts';

/**
 * The trash view (DESIGN.md section 11): what was removed, when and by whom, newest first;
 * each item can be restored (back under its own id, in its place) or deleted for good.
 */
export function TrashView() {
  const { items, failed, reload } = useTrash();
  return (
    <>
      <p className={styles.lead}>
        Deleted items wait here for {limits.trashDays} days, with their images, then they are deleted for good.
      </p>
      {items ? (
        items.length > 0 ? (
          <ul className={listStyles.list} aria-label="Deleted items">
            {items.map((item) => (
              <TrashRow key={item._id} item={item} onChanged={reload} />
            ))}
          </ul>
        ) : (
          // Takes the focus when the last item was restored or deleted for good (focus-successor.ts).
          <p className={styles.empty} tabIndex={-1} data-focus-fallback>
            The trash is empty.
          </p>
        )
      ) : failed ? (
        <p className={styles.muted}>
          The trash could not be loaded.{' '}
          <button type="button" className={styles.link} onClick={reload}>
            Try again
          </button>
        </p>
      ) : (
        <Spinner />
      )}
    </>
  );
}
