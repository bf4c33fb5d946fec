import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Slide } from '#shared/schemas/slide.ts';
import { Play } from '#web/components/icons.tsx';
import { watchHref } from '#web/lib/backroute.ts';
import { Picture, viewportCoverSizes } from '#web/components/picture.tsx';
import { cssVars } from '#web/lib/css-vars.ts';
import styles from './slider.module.css';

interface SlideViewProps {
  slide: Slide;
  index: number;
  total: number;
  /** Its place in the administrator's order: where it stands when no script runs. */
  savedPlace: number;
  priority: boolean;
  eager: boolean;
  /** No image request yet (Picture's hold): the slider has not started. */
  hold: boolean;
  /** Admin controls for this slide, laid over its top corner. */
  actions?: ReactNode;
}

export function SlideView({
  slide,
  index,
  total,
  savedPlace,
  priority,
  eager,
  hold,
  actions,
}: SlideViewProps) {
  const alt = slide.alt || slide.caption || slide.text || 'Still from our work';
  const caption = (
    <div className={styles.caption}>
      {slide.text && (
        <p className={styles.client} title={slide.text}>
          {slide.text}
        </p>
      )}
      {slide.caption && (
        <h2 className={styles.title} title={slide.caption}>
          {slide.caption}
        </h2>
      )}
      {slide.videoId && (
        <span className={styles.watch}>
          <Play size={14} /> Watch the film
        </span>
      )}
    </div>
  );
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      style={cssVars({ '--saved-place': savedPlace })}
    >
      <Picture
        picture={slide.picture}
        alt={alt}
        fill
        sizes={viewportCoverSizes(slide.picture)}
        priority={priority}
        eager={eager}
        hold={hold}
      />
      {/* Transparency is how dark the overlay is, 0-100 (SPEC.md section 3). */}
      <div
        className={styles.shade}
        style={cssVars({ '--shade': slide.transparency / 100 })}
        aria-hidden="true"
      />
      {slide.videoId ? (
        <Link to={watchHref(slide.videoId, '/')} className={styles.link} draggable={false}>
          {caption}
        </Link>
      ) : (
        caption
      )}
      {actions && <div className={styles.slideActions}>{actions}</div>}
    </div>
  );
}
