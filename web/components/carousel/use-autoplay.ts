import type { EmblaApi } from './embla.ts';
import { useEffect } from 'react';

/**
 * Advances an Embla carousel every `intervalMs` while not `paused`. A swipe or a dot click
 * restarts the wait, so the visitor always gets a full interval on the slide they chose.
 * Hidden tabs do not advance.
 */
export function useAutoplay(api: EmblaApi | undefined, intervalMs: number, paused: boolean): void {
  useEffect(() => {
    if (!api || paused) return;
    const tick = () => {
      if (document.visibilityState === 'visible') api.scrollNext();
    };
    let timer = window.setInterval(tick, intervalMs);
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(tick, intervalMs);
    };
    api.on('pointerDown', restart);
    api.on('select', restart);
    return () => {
      window.clearInterval(timer);
      api.off('pointerDown', restart);
      api.off('select', restart);
    };
  }, [api, intervalMs, paused]);
}
