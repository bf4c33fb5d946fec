import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useModal } from '../ui/modal-context.ts';

/**
 * Mounted while a modal's form has unsaved input (and is not saving): leaving the page asks
 * first, as Cancel and Escape already do. A reload or closing the tab gets the browser's own
 * question (beforeunload); a link or Back inside the app is held (React Router's blocker) while
 * the modal asks "Discard your unsaved changes?". Mounted only then, so at most one blocker
 * exists (the router supports one) and a save's own navigation (a renamed location) passes.
 */
export function LeaveGuard() {
  const modal = useModal();
  const blocker = useBlocker(true);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.askBeforeLeaving({ leave: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, modal]);

  return null;
}
