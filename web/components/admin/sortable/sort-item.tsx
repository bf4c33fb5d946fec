import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { Picture } from '#web/components/picture.tsx';
import { cx } from '#web/lib/cx.ts';
import styles from './sort-item.module.css';

export interface SortItemProps {
  picture: PictureData | null;
  /** A logo keeps its whole shape on a light ground; a photo fills its frame. */
  shape?: 'photo' | 'video' | 'portrait' | 'logo';
  /** A plain image address when there is no stored picture (a partner's logo, Vimeo's thumbnail). */
  src?: string;
  caption: string;
  meta?: string;
}

/** What one row of a sort mode shows: a small picture, the item's caption and a line about it. */
export function SortItem({ picture, shape = 'photo', src, caption, meta }: SortItemProps) {
  return (
    <span className={styles.item}>
      <span className={cx(styles.thumb, styles[shape])}>
        {picture ? (
          <Picture picture={picture} alt="" fill sizes="112px" />
        ) : src ? (
          <img src={src} alt="" loading="lazy" />
        ) : null}
      </span>
      <span className={styles.text}>
        <span className={styles.caption}>{caption}</span>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
    </span>
  );
}
