import { cssVars } from '#web/lib/css-vars.ts';
import { cx } from '#web/lib/cx.ts';
import { ImageIcon } from '../../ui/admin-icons.tsx';
import styles from './fields.module.css';

export type PreviewShape = 'wide' | 'portrait' | 'logo';

export interface ImagePreviewProps {
  src: string | null;
  alt: string;
  /** Overlay darkness 0-100, as a slide draws it. */
  shade?: number;
  /**
   * The frame, as the site shows the image: `wide` (slides, videos), `portrait` (team photos,
   * 4:5), `logo` (the whole image on a light tile, as partner logos are shown).
   */
  shape?: PreviewShape;
  /** What the empty box says. */
  emptyText?: string;
}

/** An image as it will look on the site, or a placeholder when there is none yet. */
export function ImagePreview({ src, alt, shade, shape = 'wide', emptyText = 'No image chosen' }: ImagePreviewProps) {
  return (
    <div className={cx(styles.preview, shape === 'logo' && styles.logoPreview, shape === 'portrait' && styles.portraitPreview)}>
      {src ? (
        <img src={src} alt={alt} />
      ) : (
        <span className={styles.placeholder}>
          <ImageIcon size={28} />
          {emptyText}
        </span>
      )}
      {src && shade !== undefined && (
        <span className={styles.shade} style={cssVars({ '--shade': shade / 100 })} aria-hidden="true" />
      )}
    </div>
  );
}
