import { srcSetOf } from '#shared/picture.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import styles from './site-header.module.css';

/**
 * The company's uploaded logo (always raster: an SVG upload is drawn into WebP/AVIF on the
 * server), or the wordmark: a monogram and the name. The link around it is named by the alt
 * text or the visible name.
 */
export function SiteLogo({ companyName, logo }: Pick<SiteSettings, 'companyName' | 'logo'>) {
  if (!logo) {
    return (
      <>
        <span className={styles.mark} aria-hidden="true">
          {companyName.charAt(0)}
        </span>
        {/* Up to two lines, cut with an ellipsis when the name is longer than the header allows. */}
        <span className={styles.name} title={companyName}>
          {companyName}
        </span>
      </>
    );
  }
  return (
    <img
      className={styles.logo}
      src={logo.image}
      srcSet={srcSetOf(logo.picture, 'webp')}
      // Shown 36 px tall: its width at that height, at up to 3x density, picks the file.
      sizes={`${Math.ceil((36 * logo.picture.width) / logo.picture.height)}px`}
      width={logo.picture.width}
      height={logo.picture.height}
      alt={logo.alt || companyName}
    />
  );
}
