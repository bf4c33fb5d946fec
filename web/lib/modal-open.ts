import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many admin dialogs are open. The home slider reads it to pause autoplay while a modal
 * covers it (SPEC.md section 2). Part of the visitor bundle, so tiny and dependency-free.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  openCount = Math.max(0, openCount + by);
  for (const listener of listeners) listener();
}

/** True while any admin modal or confirmation is open. */
export function useAdminModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}

/** Counts this dialog as open while `open` is true (and until it unmounts). */
export function useTrackModalOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}
