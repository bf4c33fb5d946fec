import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server cannot know, so it and the hydration render use
 * `serverValue`; the real value follows right after hydration without a mismatch.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Autoplay and smooth scrolling stay off until the browser says motion is welcome. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
