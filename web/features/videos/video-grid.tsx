import type { ReactNode } from 'react';
import type { Video } from '#shared/schemas/video.ts';
import { newHeight } from './new-height.ts';
import { VideoCard } from './video-card.tsx';
import styles from './video-grid.module.css';

/**
 * Two columns above 768 px (even indexes left, odd right, each card as tall as newHeight
 * says) and one column at or below, in list order either way: the DOM order is the reading
 * and tab order, and CSS grid places the cards.
 */
export function VideoGrid({
  videos,
  backTo,
  anchorAt,
  videoActions,
}: {
  videos: Video[];
  /** The id of the card at an index, if any (pageAnchorAt). */
  anchorAt?: (index: number) => string | undefined;
  /** The list's address, where a video's close control returns. */
  backTo: string;
  /** The admin's controls for one video. */
  videoActions?: (video: Video) => ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {videos.map((video, i) => (
        <VideoCard
          key={video._id}
          video={video}
          height={newHeight(i)}
          column={i % 2 === 0 ? 1 : 2}
          backTo={backTo}
          // The first card is in view on every screen, often the page's largest image.
          priority={i === 0}
          actions={videoActions?.(video)}
          id={anchorAt?.(i)}
        />
      ))}
    </ul>
  );
}
