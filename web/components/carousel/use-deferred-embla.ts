import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EmblaApi } from './embla.ts';
import type { Steppable } from './step-buttons.tsx';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * When Embla takes over a carousel the server rendered (its first slide already in place):
 * - `idle`: once the browser is idle after the page has started (the home page's slider, in view
 *   from the first paint; its autoplay waits five seconds anyway);
 * - `near-view`: once the carousel comes within a screen's height of the view (a location's
 *   carousel, below the hero).
 * Either way at once when the visitor points at, touches or tabs into the carousel.
 *
 * Embla's first measurement of the slides (its script, style and layout) ran inside the task
 * that hydrates the page, the one long task left after the first paint (bench:tasks,
 * docs/performance.md); started later, it is a task of its own or, below the fold, none at all
 * during the load. When it starts by itself (idle, near the view) Embla waits one frame more:
 * the slides the start released are then laid out and painted by the browser's own frame, not
 * forced by Embla's first measurement inside its task.
 */
export type EmblaStart = 'idle' | 'near-view';

export interface DeferredEmbla {
  /** For the carousel's viewport element. */
  viewportRef: (element: HTMLElement | null) => void;
  /**
   * True from the moment Embla is asked to start (near the view, idle, or touched): the slides
   * out of view may fetch their images from then on.
   */
  started: boolean;
  /** Undefined until Embla has started. */
  api: EmblaApi | undefined;
  /**
   * Runs `action` with Embla now, or starts Embla and runs it once it is there: a click on a dot
   * or an arrow that came with no pointer, touch or focus first (a screen reader's) is not lost.
   */
  withApi: (action: (api: EmblaApi) => void) => void;
  /** The previous and next steps, through withApi (for StepButtons). */
  steps: Steppable;
  /** For the carousel's outer element: a pointer, a touch or focus inside starts Embla at once. */
  startHandlers: {
    onPointerOverCapture: () => void;
    onTouchStartCapture: () => void;
    onFocusCapture: () => void;
  };
}

export function useDeferredEmbla(options: EmblaOptions, start: EmblaStart): DeferredEmbla {
  const [setEmblaViewport, api] = useEmblaCarousel(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  /** Who started it: the page by itself (idle, near the view) or the visitor (or a step asked for). */
  const [startedBy, setStartedBy] = useState<'page' | 'visitor' | null>(null);
  const started = startedBy !== null;
  const startNow = useCallback(() => setStartedBy('visitor'), []);
  const startByItself = useCallback(() => setStartedBy((by) => by ?? 'page'), []);

  useEffect(() => {
    if (started || !viewport) return;
    if (start === 'near-view') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startByItself();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(viewport);
      return () => observer.disconnect();
    }
    // Safari has no requestIdleCallback: a short timer leaves the hydration task all the same.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(startByItself, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(startByItself, 200);
    return () => window.clearTimeout(id);
  }, [start, started, viewport, startByItself]);

  useEffect(() => {
    // Not yet; or a visitor is about to drag, click or tab: Embla now.
    if (!startedBy || !viewport || startedBy === 'visitor') {
      setEmblaViewport(startedBy ? viewport : null);
      return;
    }
    // After the next frame's layout and paint, in a task of its own.
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setEmblaViewport(viewport), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [startedBy, viewport, setEmblaViewport]);

  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  useEffect(() => {
    const action = pending.current;
    if (!api || !action) return;
    pending.current = null;
    action(api);
  }, [api]);
  const withApi = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) return action(api);
      pending.current = action;
      startNow();
    },
    [api, startNow],
  );
  const steps = useMemo(
    () => ({
      scrollPrev: (jump?: boolean) => withApi((embla) => embla.scrollPrev(jump)),
      scrollNext: (jump?: boolean) => withApi((embla) => embla.scrollNext(jump)),
    }),
    [withApi],
  );

  return {
    viewportRef: setViewport,
    started,
    api,
    withApi,
    steps,
    startHandlers: {
      onPointerOverCapture: startNow,
      onTouchStartCapture: startNow,
      onFocusCapture: startNow,
    },
  };
}
