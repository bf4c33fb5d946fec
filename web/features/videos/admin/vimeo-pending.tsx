import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { useAdminAction } from '#web/components/admin/form/use-admin-action.ts';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { videosApi } from './videos-api.ts';
import styles from './vimeo-pending.module.css';

/**
 * On the card of a video stored while Vimeo did not answer: says so, and "Fetch again" asks
 * Vimeo now (POST /api/video/refresh/{id}); the card gets its picture when the details arrive,
 * and a notification says when Vimeo still does not answer.
 */
export function VimeoPending({ video }: { video: Video }) {
  const { pending, run } = useAdminAction();
  const fetchAgain = () =>
    void run(() => videosApi.refresh(video._id), { success: messages.vimeoFetched, onSuccess: () => undefined });
  return (
    <div className={styles.note} role="status">
      <p className={styles.text}>{messages.vimeoPending}</p>
      <p className={`${styles.text} ${styles.short}`} aria-hidden="true">
        {messages.vimeoPendingShort}
      </p>
      <AdminButton
        tone="overlay"
        onClick={fetchAgain}
        disabled={pending}
        aria-busy={pending}
        aria-label={`Fetch again the Vimeo details of ${video.caption}`}
      >
        {pending && <Spinner />}
        Fetch again
      </AdminButton>
    </div>
  );
}
