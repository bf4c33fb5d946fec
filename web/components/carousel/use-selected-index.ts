import type { EmblaApi } from './embla.ts';
import { useCallback, useSyncExternalStore } from 'react';

/** The index of the slide in view; `initial` until Embla is ready (and on the server). */
export function useSelectedIndex(api: EmblaApi | undefined, initial = 0): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange);
      api.on('reInit', onChange);
      return () => {
        api.off('select', onChange);
        api.off('reInit', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? api.selectedScrollSnap() : initial),
    () => initial,
  );
}
