import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { useModal } from '../ui/modal-context.ts';

/** What a guard's question calls with the administrator's answer. */
export interface LeaveAnswers {
  leave: () => void;
  stay: () => void;
}

type Ask = (answers: LeaveAnswers) => void;

/**
 * The guards with unsaved work, in the order they came (a dirty modal opened over a moved sort
 * order comes after it). React Router holds one blocker at a time and warns about a second, so
 * the guards only register here and one LeaveBlocker asks them.
 */
const guards: { ask: Ask }[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const guardCount = () => guards.length;
const changed = () => listeners.forEach((listener) => listener());

/**
 * While `active` (unsaved work that is not being saved), leaving the page asks `ask` first: a
 * link or Back inside the app is held until it answers, and a reload or closing the tab gets the
 * browser's own question. Needs a LeaveBlocker mounted (the admin runtime has it).
 */
export function useLeaveGuard(active: boolean, ask: Ask): void {
  const latest = useRef(ask);
  useLayoutEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active) return;
    const guard = { ask: (answers: LeaveAnswers) => latest.current(answers) };
    guards.push(guard);
    changed();
    return () => {
      guards.splice(guards.indexOf(guard), 1);
      changed();
    };
  }, [active]);
}

/**
 * The one blocker, mounted once for a signed-in administrator. A held navigation asks the latest
 * guard first (the modal on top), then each one before it as the administrator chooses to leave;
 * 'stay' at any of them cancels it. The blocker and the beforeunload question change in the same
 * commit, so neither exists without the other.
 */
export function LeaveBlocker() {
  const guarding = useSyncExternalStore(subscribe, guardCount, () => 0) > 0;
  const blocker = useBlocker(guarding);
  useAskBeforeUnload(guarding);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const waiting = [...guards].reverse();
    const next = () => {
      const guard = waiting.shift();
      if (guard) guard.ask({ leave: next, stay: () => blocker.reset() });
      else blocker.proceed();
    };
    next();
  }, [blocker]);
  return null;
}

/**
 * Mounted while a modal's form has unsaved input (and is not saving): leaving the page asks
 * "Discard your unsaved changes?" first, as Cancel and Escape already do; a save's own
 * navigation (a renamed location) passes, the guard being gone by then.
 */
export function LeaveGuard() {
  const modal = useModal();
  useLeaveGuard(true, modal.askBeforeLeaving);
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
