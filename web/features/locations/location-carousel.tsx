import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { limits } from '#shared/limits.ts';
import type { LocationImage } from '#shared/schemas/location.ts';
import { Lightbox, type LightboxItem } from '#web/components/carousel/lightbox.tsx';
import { useAutoplay } from '#web/components/carousel/use-autoplay.ts';
import { useDeferredEmbla } from '#web/components/carousel/use-deferred-embla.ts';
import { useHoverPause } from '#web/components/carousel/use-hover-pause.ts';
import { useSelectedIndex } from '#web/components/carousel/use-selected-index.ts';
import { StepButtons } from '#web/components/carousel/step-buttons.tsx';
import { PauseButton } from '#web/components/carousel/pause-button.tsx';
import { Picture } from '#web/components/picture.tsx';
import { usePrefersReducedMotion } from '#web/lib/use-media-query.ts';
import { carouselAlt } from './location-text.ts';
import styles from './location-carousel.module.css';

const loopOptions = { loop: true };

interface LocationCarouselProps {
  name: string;
  images: LocationImage[];
}

/** What the location page keeps in the history entry of its open viewer. */
interface ViewerEntryState {
  locationViewer: true;
}

const isViewerEntry = (state: unknown): state is ViewerEntryState =>
  typeof state === 'object' && state !== null && (state as Partial<ViewerEntryState>).locationViewer === true;

/**
 * The full-screen viewer as a history entry (`#image-{n}`, a hash: no loader runs), as the
 * gallery's is: on a phone Back closes it instead of leaving the page, Forward opens it again.
 */
function useViewerEntry(count: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = /^#image-(\d+)$/.exec(location.hash);
  const index = shown && isViewerEntry(location.state) ? Number(shown[1]) - 1 : -1;
  return {
    openIndex: index >= 0 && index < count ? index : null,
    open: (i: number) => {
      void navigate({ hash: `#image-${i + 1}` }, { preventScrollReset: true, state: { locationViewer: true } satisfies ViewerEntryState });
    },
    close: () => {
      void navigate(-1);
    },
  };
}

/**
 * The 'explore' carousel: loops, advances every 5 s unless hovered. On narrow screens
 * (max 991 px) a tap opens the image full screen, where it can be swiped.
 *
 * Every slide has its "open full screen" button over the picture, and the style sheet shows it
 * only on narrow screens: the server's markup is then the markup of every width. Choosing the
 * button by a media query in the script re-rendered all slides after hydration on a phone, their
 * pictures removed and made again: the longest task after the paint on /Ukraine (bench:tasks).
 * The slides after the first fetch nothing until the carousel starts (near the view): adding
 * their 44 sources right after hydration was that task's next largest part.
 */
export function LocationCarousel({ name, images }: LocationCarouselProps) {
  const { viewportRef, started, api, steps, withApi, startHandlers } = useDeferredEmbla(loopOptions, 'near-view');
  const root = useRef<HTMLDivElement>(null);
  const selected = useSelectedIndex(api);
  const hover = useHoverPause();
  const reducedMotion = usePrefersReducedMotion();
  const viewer = useViewerEntry(images.length);
  const openIndex = viewer.openIndex;
  // Paused by its button (WCAG 2.2.2: what moves by itself can be stopped), as the home slider is.
  const [stopped, setStopped] = useState(false);
  const canAutoplay = !reducedMotion && images.length > 1;
  const autoplayOff = stopped || !canAutoplay;
  useAutoplay(api, limits.countryIntervalMs, hover.paused || autoplayOff || openIndex !== null);

  const items: LightboxItem[] = images.map((image, i) => ({
    key: image._id,
    picture: image.picture,
    alt: carouselAlt(name, image.alt, i, images.length),
  }));
  /**
   * The viewer closed on another image than it opened on: the carousel shows that one, and its
   * button takes the focus (where the visitor's eye is), not the one the viewer was opened from.
   */
  const focusOnClose = (key: string) => {
    const index = items.findIndex((item) => item.key === key);
    if (index < 0) return null;
    withApi((embla) => embla.scrollTo(index, true));
    return root.current?.querySelector<HTMLElement>(`[data-image="${index}"]`);
  };

  return (
    <div
      ref={root}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`${name} locations`}
      {...hover.handlers}
      {...startHandlers}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {items.map((item, i) => (
            <div
              key={item.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
            >
              <Picture
                picture={item.picture}
                alt={item.alt}
                fill
                sizes="(max-width: 1320px) 100vw, 1320px"
                hold={i !== 0 && !started}
                eager={i === 1 || i === items.length - 1}
              />
              <button
                type="button"
                className={styles.open}
                onClick={() => viewer.open(i)}
                aria-label={`Open image ${i + 1} full screen`}
                data-image={i}
                // One stop for the keyboard, the image in view: not one per image, off screen.
                tabIndex={i === selected ? undefined : -1}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.bar}>
        {/* Read out when a visitor steps it, not every 5 s while it turns by itself. */}
        <p className={styles.counter} aria-live={autoplayOff ? 'polite' : 'off'}>
          {selected + 1}/{images.length}
        </p>
        <div className={styles.buttons}>
          {canAutoplay ? (
            <PauseButton stopped={stopped} onToggle={() => setStopped((s) => !s)} what="the images" className={styles.button} />
          ) : null}
          <StepButtons api={steps} noun="image" jump={reducedMotion} className={styles.button} />
        </div>
      </div>
      <Lightbox
        items={items}
        openIndex={openIndex}
        onClose={viewer.close}
        focusOnClose={focusOnClose}
        title={`${name} locations`}
      />
    </div>
  );
}
