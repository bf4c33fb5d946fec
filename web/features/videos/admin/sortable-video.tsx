import type { Video } from '#shared/schemas/video.ts';
import { Picture } from '#web/components/picture.tsx';
import styles from './video-sorter.module.css';

/** What a row of the sort mode shows of a video: its preview, caption, category and director. */
export function SortableVideo({ video }: { video: Video }) {
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url ?? null;
  return (
    <span className={styles.item}>
      <span className={styles.thumb}>
        {video.picture ? (
          <Picture picture={video.picture} alt="" fill sizes="112px" />
        ) : thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" />
        ) : null}
      </span>
      <span className={styles.text}>
        <span className={styles.caption}>{video.caption}</span>
        <span className={styles.meta}>
          {[video.category?.caption, video.director].filter(Boolean).join(' · ') || 'No category'}
        </span>
      </span>
    </span>
  );
}
