import { useCallback, useEffect, useRef } from 'react';
import { focusLost } from './focus-back.ts';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus should go if `control` disappears (its item deleted), best first: the same
 * control of the next item, or else of the previous one (the admin deleting several in a row),
 * then any control after it in its list, then before it. Read while it is still there.
 */
function successorsOf(control: HTMLElement): HTMLElement[] {
  const scope = control.closest('ul, ol, [role=list], [role=grid], section, main') ?? document.body;
  const all = Array.from(scope.querySelectorAll<HTMLElement>(focusable));
  const at = all.indexOf(control);
  if (at < 0) return [];
  const nearest = [...all.slice(at + 1), ...all.slice(0, at).reverse()];
  const alike = (element: HTMLElement) => element.className === control.className;
  return [...nearest.filter(alike), ...nearest.filter((element) => !alike(element))];
}

/**
 * When the focus was lost (the focused control was removed, so the page's body has it), moves it
 * to the first of `successors` still on the page; otherwise leaves it where it is. When none is
 * left (the last item went, and its list with it), to what the page shows instead, marked
 * `data-focus-fallback` (with tabIndex -1: 'The trash is empty.'), so a screen reader says so.
 */
function refocusIfLost(successors: readonly HTMLElement[]): void {
  if (!focusLost()) return;
  const next =
    successors.find((element) => element.isConnected) ??
    document.querySelector<HTMLElement>('[data-focus-fallback]');
  next?.focus();
}

/**
 * For a component that goes with its item (a delete's modal, a trash row): call the returned
 * function with the control being used (the Delete that opened the question, Restore) while it is
 * still on the page. When the component then unmounts and the focus was lost with it, the focus
 * moves to the nearest successor instead of the page's body, where a keyboard user would have to
 * start again from the top. Once the admin moves on (presses anything, or the focus goes anywhere
 * but that control), it is forgotten: a later unmount (a filter or page change) moves nothing.
 */
export function useRefocusWhenGone(): (control: HTMLElement | null) => void {
  const remembered = useRef<{ successors: HTMLElement[]; forget: () => void } | null>(null);
  useEffect(() => {
    const kept = remembered;
    return () => {
      const last = kept.current;
      if (!last) return;
      last.forget();
      refocusIfLost(last.successors);
    };
  }, []);
  return useCallback((control: HTMLElement | null) => {
    remembered.current?.forget();
    if (!control) return;
    const movedOn = (event: Event) => {
      // Radix returning the focus to the trigger after closing is not the admin moving on.
      if (event.type !== 'focusin' || event.target !== control) remembered.current?.forget();
    };
    const forget = () => {
      document.removeEventListener('pointerdown', movedOn, true);
      document.removeEventListener('focusin', movedOn, true);
      if (remembered.current?.forget === forget) remembered.current = null;
    };
    document.addEventListener('pointerdown', movedOn, true);
    document.addEventListener('focusin', movedOn, true);
    remembered.current = { successors: successorsOf(control), forget };
  }, []);
}
