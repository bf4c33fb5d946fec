import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Video } from '#shared/schemas/video.ts';
import { Picture } from '#web/components/picture.tsx';
import { cx } from '#web/lib/cx.ts';
import styles from './video-sorter.module.css';

interface SortableVideoProps {
  video: Video;
  /** 1-based place in the new order. */
  position: number;
  /** Not at the place it had when the mode opened. */
  moved: boolean;
  disabled: boolean;
}

/** One row of the sort mode; only its handle starts a drag, so the rest of the row scrolls freely on phones. */
export function SortableVideo({ video, position, moved, disabled }: SortableVideoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: video._id,
    disabled,
  });
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url ?? null;
  return (
    <li
      ref={setNodeRef}
      className={cx(styles.row, isDragging && styles.dragging, moved && styles.moved)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={`Move ${video.caption}`}
        {...attributes}
        {...listeners}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <span className={styles.position}>{position}</span>
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
    </li>
  );
}
