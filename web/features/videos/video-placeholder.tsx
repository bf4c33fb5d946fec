import type { ReactNode } from 'react';
import { Play } from '#web/components/icons.tsx';
import styles from './video-placeholder.module.css';

/**
 * What stands in for a video's picture when there is none yet (Vimeo's details have not arrived
 * and no preview was uploaded): a dark, graded frame with a play mark and a line of text, so
 * the card or player reads as a film waiting for its picture rather than a grey block.
 * `title`, when given, is shown large (the player; a card shows its caption in its overlay).
 */
export function VideoPlaceholder({
  title,
  note,
  className,
  compact = false,
  children,
}: {
  title?: string;
  note: string;
  className?: string;
  /** Smaller, for a card. */
  compact?: boolean;
  /** A control under the note (the player's Play). */
  children?: ReactNode;
}) {
  return (
    <span className={[styles.placeholder, compact && styles.compact, className].filter(Boolean).join(' ')} aria-hidden={title ? undefined : true}>
      <span className={styles.mark}>
        <Play size={26} />
      </span>
      {title && <span className={styles.title}>{title}</span>}
      <span className={styles.note}>{note}</span>
      {children}
    </span>
  );
}
