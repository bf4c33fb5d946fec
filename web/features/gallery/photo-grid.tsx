import type { ReactNode } from 'react';
import type { Photo } from '#shared/schemas/photo.ts';
import { Picture } from '#web/components/picture.tsx';
import { cssVars } from '#web/lib/css-vars.ts';
import styles from './photo-grid.module.css';

interface PhotoGridProps {
  photos: Photo[];
  onOpen: (index: number) => void;
  /** The admin's Edit and Delete, laid over a photo outside its button. */
  photoActions?: (photo: Photo) => ReactNode;
}

export function photoAlt(photo: Photo): string {
  return (
    photo.alt || photo.caption || photo.text || `Photo${photo.category ? ` from ${photo.category.caption}` : ''}`
  );
}

/**
 * A justified grid: each tile grows in proportion to its aspect ratio, so rows fill the
 * width without cropping much and the order stays the list order.
 */
export function PhotoGrid({ photos, onOpen, photoActions }: PhotoGridProps) {
  return (
    <ul className={styles.grid}>
      {photos.map((photo, i) => {
        const ratio = photo.picture.width / Math.max(1, photo.picture.height);
        const actions = photoActions?.(photo);
        return (
          <li
            key={photo._id}
            className={styles.item}
            style={cssVars({ '--ratio': ratio.toFixed(4) })}
          >
            <button
              type="button"
              className={styles.tile}
              onClick={() => onOpen(i)}
              aria-label={`Open ${photoAlt(photo)} full screen`}
            >
              <Picture
                picture={photo.picture}
                alt={photoAlt(photo)}
                fill
                sizes="(max-width: 768px) 100vw, 33vw"
                priority={i === 0}
              />
            </button>
            {actions && <div className={styles.actions}>{actions}</div>}
          </li>
        );
      })}
      <li className={styles.filler} aria-hidden="true" />
    </ul>
  );
}
