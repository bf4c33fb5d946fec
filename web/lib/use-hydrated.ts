import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False in the server's render and in the hydration that matches it, true from the render after:
 * for what only the browser knows (an address's fragment), without a markup the hydration
 * would find different from the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
