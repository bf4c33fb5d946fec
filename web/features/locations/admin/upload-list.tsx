import { UploadProgress } from '#web/components/admin/ui/upload-progress.tsx';
import type { Upload } from './use-image-uploads.ts';
import styles from './location-admin.module.css';

const statusText: Record<Upload['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  added: 'Added',
  failed: 'Not added',
};

/** The files of the current batch, each with its preview, its progress and its own error. */
export function UploadList({ uploads, onClear, running }: { uploads: Upload[]; onClear: () => void; running: boolean }) {
  if (uploads.length === 0) return null;
  return (
    <div className={styles.uploads}>
      <ul className={styles.uploadList} aria-label="Images being added">
        {uploads.map((u) => (
          <li key={u.key} className={styles.upload} data-status={u.status}>
            <span className={styles.uploadThumb}>{u.preview && <img src={u.preview} alt="" />}</span>
            <span className={styles.uploadText}>
              <span className={styles.uploadName}>{u.file.name}</span>
              {u.status === 'uploading' ? (
                <UploadProgress value={u.progress} />
              ) : (
                <span className={styles.uploadStatus}>
                  {statusText[u.status]}
                  {u.error && <span role="alert">: {u.error}</span>}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {!running && (
        <button type="button" className={styles.small} onClick={onClear}>
          Clear the list
        </button>
      )}
    </div>
  );
}
