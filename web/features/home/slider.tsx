import { type ReactNode, useState } from 'react';
import { limits } from '#shared/limits.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import { useAutoplay } from '#web/components/carousel/use-autoplay.ts';
import { useDeferredEmbla } from '#web/components/carousel/use-deferred-embla.ts';
import { useHoverPause } from '#web/components/carousel/use-hover-pause.ts';
import { useSelectedIndex } from '#web/components/carousel/use-selected-index.ts';
import { StepButtons } from '#web/components/carousel/step-buttons.tsx';
import { PauseButton } from '#web/components/carousel/pause-button.tsx';
import { cx } from '#web/lib/cx.ts';
import { usePrefersReducedMotion } from '#web/lib/use-media-query.ts';
import { SlideView } from './slide-view.tsx';
import styles from './slider.module.css';

interface SliderProps {
  slides: Slide[];
  /** The administrator's order (ids), shown when no script runs; `slides` is the random one. */
  savedOrder: string[];
  /** Set while something covers the slider (an admin modal), SPEC.md section 2. */
  paused?: boolean;
  /** Controls for the whole slider (the admin's Add slide). */
  toolbar?: ReactNode;
  /** Controls laid over each slide (the admin's Edit and Delete). */
  slideActions?: (slide: Slide) => ReactNode;
}

/** The home page's full-screen slider: infinite, advancing every 5 s, paused on hover. */
export function Slider({ slides, savedOrder, paused = false, toolbar, slideActions }: SliderProps) {
  const many = slides.length > 1;
  const { viewportRef, started, api, withApi, steps, startHandlers } = useDeferredEmbla({ loop: true, watchDrag: many }, 'idle');
  const selected = useSelectedIndex(api);
  const hover = useHoverPause();
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const autoplayOff = !many || stopped || reducedMotion;
  const savedPlace = new Map(savedOrder.map((id, place) => [id, place]));
  useAutoplay(api, limits.sliderIntervalMs, paused || hover.paused || autoplayOff);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label="Featured work"
      {...hover.handlers}
      {...startHandlers}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={autoplayOff ? 'polite' : 'off'}>
          {slides.map((slide, i) => (
            <SlideView
              key={slide._id}
              slide={slide}
              index={i}
              total={slides.length}
              savedPlace={savedPlace.get(slide._id) ?? i}
              priority={i === 0}
              // The others wait for the slider to start (idle after the load, or a touch), in a
              // task of their own rather than the hydration's; then the neighbours load at once,
              // so a swipe either way never lands on a placeholder.
              hold={i !== 0 && !started}
              eager={i === 1 || i === slides.length - 1}
              actions={slideActions?.(slide)}
            />
          ))}
        </div>
      </div>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {many && (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide._id}
                type="button"
                className={cx(styles.dot, i === selected && styles.dotActive)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => withApi((embla) => embla.scrollTo(i, reducedMotion))}
              />
            ))}
          </div>
          <div className={styles.buttons}>
            {!reducedMotion && (
              <PauseButton stopped={stopped} onToggle={() => setStopped((s) => !s)} what="slideshow" className={styles.button} />
            )}
            <StepButtons api={steps} noun="slide" jump={reducedMotion} className={styles.button} />
          </div>
        </div>
      )}
    </section>
  );
}
