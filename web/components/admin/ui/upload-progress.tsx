import styles from './modal.module.css';

/**
 * How far an upload has got. Once every byte is sent the server still resizes the image into
 * its variants, so the bar turns indeterminate ("Processing") instead of sitting at 100 %.
 */
export function UploadProgress({ value }: { value: number }) {
  const done = value >= 1;
  const percent = Math.round(value * 100);
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        aria-label={done ? 'Processing the image' : 'Uploading the image'}
        {...(done ? {} : { value: percent, max: 100 })}
      />
      <span className={styles.progressText} aria-live="polite">
        {done ? 'Processing…' : `Uploading ${percent}%`}
      </span>
    </div>
  );
}
