import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { Picture } from '#web/components/picture.tsx';
import { watchHref } from '#web/lib/backroute.ts';
import { fromListState } from './from-list.ts';
import { cssVars } from '#web/lib/css-vars.ts';
import styles from './video-grid.module.css';
import { VideoPlaceholder } from './video-placeholder.tsx';

interface VideoCardProps {
  video: Video;
  /** Card height from newHeight (SPEC.md section 9). */
  height: number;
  /** 1 for even list indexes, 2 for odd ones, on wide screens. */
  column: 1 | 2;
  /** The list's address (category, pages), where the video page's close control returns. */
  backTo: string;
  /** The page's main image: fetched first and eagerly. */
  priority?: boolean;
  /** The admin's Edit and Delete, laid over the card outside its link. */
  actions?: ReactNode;
  /** Set on the first card of a page after the first (pageAnchorAt): where 'Load more' without a script lands. */
  id?: string;
}

/** Grid rows are 2 px tall; a card spans as many as its height plus the gap needs. */
const rowPx = 2;
const gapPx = 24;

export function VideoCard({ video, height, column, backTo, priority = false, actions, id }: VideoCardProps) {
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url ?? null;
  const credit = video.production || video.vimeo_response?.author_name || '';
  // The caption beside the image already names the link: an image without its own alt text is
  // decorative here, or the link would read its caption twice (WCAG technique H2).
  const alt = video.alt;
  return (
    <li
      id={id}
      className={styles.item}
      style={cssVars({
        '--h': `${height}px`,
        '--col': column,
        '--span': Math.round((height + gapPx) / rowPx),
      })}
    >
      <Link to={watchHref(video._id, backTo)} state={fromListState} className={styles.card}>
        {video.picture ? (
          <Picture
            picture={video.picture}
            alt={alt}
            fill
            sizes="(max-width: 768px) 100vw, 50vw"
            className={styles.media}
            priority={priority}
          />
        ) : thumbnail ? (
          // Vimeo thumbnails are 16:9; the card's CSS sizes and crops the image.
          <img
            src={thumbnail}
            alt={alt}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            className={styles.media}
          />
        ) : (
          // Vimeo's details (and its picture) have not arrived yet: the card moves its text up to make room.
          <VideoPlaceholder note={messages.videoPlaceholder.card} className={styles.placeholder} compact />
        )}
        <span className={styles.overlay}>
          {/* The caption comes first so it starts the link's accessible name; CSS puts the category above it. */}
          <span className={styles.caption} title={video.caption}>
            {video.caption}
          </span>
          {credit && (
            <span className={styles.credit} title={credit}>
              {credit}
            </span>
          )}
          {video.category && (
            <span className={styles.category} title={video.category.caption}>
              {video.category.caption}
            </span>
          )}
        </span>
      </Link>
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
