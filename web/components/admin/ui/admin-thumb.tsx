import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { Picture } from '#web/components/picture.tsx';
import { cx } from '#web/lib/cx.ts';
import styles from './admin-thumb.module.css';

export type ThumbShape = 'photo' | 'video' | 'portrait' | 'logo';

export interface AdminThumbProps {
  picture: PictureData | null;
  /** A logo keeps its whole shape on a light ground; a photo fills its frame. */
  shape?: ThumbShape;
  /** A plain image address when there is no stored picture (a partner's logo, Vimeo's thumbnail). */
  src?: string | null;
}

/** The small picture of an item in the admin's lists (sort modes, the trash); decorative, the caption beside it names the item. */
export function AdminThumb({ picture, shape = 'photo', src }: AdminThumbProps) {
  return (
    <span className={cx(styles.thumb, styles[shape])}>
      {picture ? (
        <Picture picture={picture} alt="" fill sizes="112px" />
      ) : src ? (
        <img src={src} alt="" loading="lazy" />
      ) : null}
    </span>
  );
}
