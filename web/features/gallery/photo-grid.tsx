import type { MouseEvent, ReactNode } from 'react';
import type { Photo } from '#shared/schemas/photo.ts';
import { Picture } from '#web/components/picture.tsx';
import { cssVars } from '#web/lib/css-vars.ts';
import styles from './photo-grid.module.css';

interface PhotoGridProps {
  photos: Photo[];
  /** The photo's own address (/gallery/{id}, keeping the list's query): what a tile links to. */
  hrefOf: (photo: Photo) => string;
  onOpen: (index: number) => void;
  /** The id of the tile at an index, if any (pageAnchorAt). */
  anchorAt?: (index: number) => string | undefined;
  /** The admin's Edit and Delete, laid over a photo outside its button. */
  photoActions?: (photo: Photo) => ReactNode;
}

export function photoAlt(photo: Photo): string {
  return (
    photo.alt || photo.caption || photo.text || `Photo${photo.category ? ` from ${photo.category.caption}` : ''}`
  );
}

/**
 * The tile's width ÷ height: the photo's own, within 1:2 (tall) and 3:1 (wide). Past them a tile
 * would be a ribbon too thin to see or press (and to hold the admin's controls), or a column
 * many screens tall; the tile crops, the viewer shows the whole photo.
 */
export function tileRatio(width: number, height: number): number {
  return Math.min(3, Math.max(0.5, width / Math.max(1, height)));
}

/** A plain click opens the viewer in place; one with a modifier (a new tab) or any other button is the browser's. */
const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A justified grid: each tile grows in proportion to its aspect ratio, so rows fill the
 * width without cropping much and the order stays the list order. Each tile is a link to the
 * photo's address, so it opens without a script too (the server renders the viewer) and in a
 * new tab when asked to.
 */
export function PhotoGrid({ photos, hrefOf, onOpen, anchorAt, photoActions }: PhotoGridProps) {
  return (
    <ul className={styles.grid}>
      {photos.map((photo, i) => {
        const ratio = tileRatio(photo.picture.width, photo.picture.height);
        const actions = photoActions?.(photo);
        return (
          <li
            key={photo._id}
            id={anchorAt?.(i)}
            className={styles.item}
            style={cssVars({ '--ratio': ratio.toFixed(4) })}
          >
            <a
              href={hrefOf(photo)}
              className={styles.tile}
              onClick={(event) => {
                if (!opensInPlace(event)) return;
                event.preventDefault();
                onOpen(i);
              }}
              data-photo-id={photo._id}
              aria-label={`Open ${photoAlt(photo)} full screen`}
            >
              <Picture
                picture={photo.picture}
                alt={photoAlt(photo)}
                fill
                sizes="(max-width: 768px) 100vw, 33vw"
                priority={i === 0}
              />
            </a>
            {actions && <div className={styles.actions}>{actions}</div>}
          </li>
        );
      })}
      <li className={styles.filler} aria-hidden="true" />
    </ul>
  );
}
