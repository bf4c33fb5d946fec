import { useEffect, useRef } from 'react';

/**
 * The focus went with a control that was removed or disabled: the page's body holds it (or, in a
 * browser that keeps it there, the removed control).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * A button disabled while its request runs (Save, Restore) drops the focus to the page's body, and
 * a keyboard user would start again from the top: when the request ends with the focus still
 * lost, it goes to `target()` (the button again, or what stands for it).
 */
export function useFocusBackAfter(
  pending: boolean,
  target: () => HTMLElement | null | undefined,
): void {
  const was = useRef(pending);
  // Runs after every render that gives a new `target`, but acts only when `pending` has just ended.
  useEffect(() => {
    if (was.current && !pending && focusLost()) target()?.focus();
    was.current = pending;
  }, [pending, target]);
}
