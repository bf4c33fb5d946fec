import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { useModal } from '../ui/modal-context.ts';

/**
 * Mounted while a modal's form has unsaved input (and is not saving): leaving the page asks
 * first, as Cancel and Escape already do. A reload or closing the tab gets the browser's own
 * question (beforeunload); a link or Back inside the app is held (React Router's blocker) while
 * the modal asks "Discard your unsaved changes?". Mounted only then, so at most one blocker
 * exists (the router supports one) and a save's own navigation (a renamed location) passes.
 *
 * useBlocker registers its blocker only in the render after the mount (its key is state set in
 * an effect). `armed` is set in the same effect flush, so the beforeunload question below starts
 * in the same commit as the blocker: neither question exists without the other, and a Back
 * pressed right after the first keystroke cannot slip past while beforeunload already asks.
 */
export function LeaveGuard() {
  const modal = useModal();
  const blocker = useBlocker(true);
  const [armed, setArmed] = useState(false);

  // One extra render per guard, on purpose: it is the render in which useBlocker registers.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setArmed(true), []);

  useAskBeforeUnload(armed);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.askBeforeLeaving({ leave: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, modal]);

  return null;
}

/** While `active`, a reload or closing the tab gets the browser's own "Leave site?" question. */
export function useAskBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
