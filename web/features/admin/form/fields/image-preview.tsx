import { cssVars } from '#web/lib/css-vars.ts';
import { cx } from '#web/lib/cx.ts';
import { ImageIcon } from '../../ui/admin-icons.tsx';
import styles from './fields.module.css';

export interface ImagePreviewProps {
  src: string | null;
  alt: string;
  /** Overlay darkness 0-100, as a slide draws it. */
  shade?: number;
  /** `logo`: the whole image on a light tile, as partner logos are shown. */
  fit?: 'cover' | 'logo';
}

/** An image as it will look on the site, or a placeholder when there is none yet. */
export function ImagePreview({ src, alt, shade, fit = 'cover' }: ImagePreviewProps) {
  return (
    <div className={cx(styles.preview, fit === 'logo' && styles.logoPreview)}>
      {src ? (
        <img src={src} alt={alt} />
      ) : (
        <span className={styles.placeholder}>
          <ImageIcon size={28} />
          No image chosen
        </span>
      )}
      {src && shade !== undefined && (
        <span className={styles.shade} style={cssVars({ '--shade': shade / 100 })} aria-hidden="true" />
      )}
    </div>
  );
}
