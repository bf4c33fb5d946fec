import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { pictureVariants, srcSetOf } from '#shared/picture.ts';
import { cx } from '#web/lib/cx.ts';
import styles from './picture.module.css';

export interface PictureProps {
  picture: PictureData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a variant. */
  sizes?: string;
  /** The page's main image: fetched first and eagerly (hero, first slide). */
  priority?: boolean;
  /** Load now without raising priority (slides next to the one in view). */
  eager?: boolean;
  /**
   * No request while true: a carousel's slides out of view until the carousel starts (near the
   * view, or idle after the load). The placeholder stands in, as src too, so no alt text shows.
   * Without a script the carousel never starts: a copy in <noscript> takes the held picture's
   * place (a browser that runs scripts never parses it, and React renders nothing in it).
   */
  hold?: boolean;
  /** Stretch to the parent box and crop (object-fit: cover) instead of keeping the ratio. */
  fill?: boolean;
  /**
   * Drop the blur placeholder once the pixels are in. For a picture drawn whole inside a larger
   * box (object-fit: contain, the full-screen viewer): the placeholder's few pixels do not have
   * the picture's exact ratio (16 × 11 for 3:2), so fitted the same way it showed as a band
   * above and below the picture.
   */
  placeholderUntilLoaded?: boolean;
  className?: string;
  imgClassName?: string;
}

const formats = ['avif', 'webp'] as const;

/**
 * `sizes` for an image covering the whole viewport: on screens narrower than the image's
 * ratio (phones held upright) it is drawn as tall as the screen, so much wider than 100vw.
 */
export function viewportCoverSizes(picture: PictureData): string {
  const w = Math.max(1, picture.width);
  const h = Math.max(1, picture.height);
  return `(max-aspect-ratio: ${w}/${h}) ${Math.ceil((100 * w) / h)}vh, 100vw`;
}

/** Called on load and on mount (an image from the cache can be complete before React listens). */
function dropPlaceholderIfLoaded(img: HTMLImageElement | null): void {
  if (img?.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:')) img.style.backgroundImage = 'none';
}

/** The variant old browsers get: a WebP near 1280 px wide, since every variant is AVIF or WebP. */
export function fallbackSrc(picture: PictureData): string | undefined {
  const variants = pictureVariants(picture);
  const pool = variants.filter((v) => v.format === 'webp');
  const list = pool.length ? pool : variants;
  return (list.find((v) => v.width >= 1280) ?? list.at(-1))?.url;
}

/**
 * A responsive image: AVIF then WebP sources, intrinsic size against layout shift, lazy unless
 * it is the page's main image. The blur placeholder is the <img>'s CSS background, so it shows
 * until the real pixels paint over it, with no script and nothing to hydrate.
 */
export function Picture({
  picture,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  hold = false,
  fill = false,
  placeholderUntilLoaded = false,
  className,
  imgClassName,
}: PictureProps) {
  const held = hold && !priority;
  const shown = (
    <picture className={cx(styles.picture, fill && styles.fill, held && styles.held, className)}>
      {!held &&
        formats.map((format) => {
          const set = srcSetOf(picture, format);
          return set ? (
            <source key={format} type={`image/${format}`} srcSet={set} sizes={sizes} />
          ) : null;
        })}
      <img
        className={cx(styles.img, imgClassName)}
        src={held ? picture.placeholder || undefined : fallbackSrc(picture)}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Never 'sync': decoding a large AVIF in the paint would hold back the first paint of the
        // whole page (text included); the placeholder shows until the pixels are ready.
        decoding="async"
        ref={placeholderUntilLoaded ? dropPlaceholderIfLoaded : undefined}
        onLoad={placeholderUntilLoaded ? (event) => dropPlaceholderIfLoaded(event.currentTarget) : undefined}
        style={
          picture.placeholder ? { backgroundImage: `url("${picture.placeholder}")` } : undefined
        }
      />
    </picture>
  );
  // One shape whether held or not, so the <picture> is kept (not made again) when the hold ends.
  return (
    <>
      {shown}
      {held && (
        <noscript>
          <Picture picture={picture} alt={alt} sizes={sizes} fill={fill} className={className} imgClassName={imgClassName} />
        </noscript>
      )}
    </>
  );
}
