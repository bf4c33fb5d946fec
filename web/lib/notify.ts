import { toast } from 'sonner';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';

/**
 * The notifications of SPEC.md section 8, in one place so every screen words them the same.
 * sonner is only ever loaded with admin code and the sign-in page; the Toaster that shows these
 * is mounted by the admin runtime (features/admin/admin-runtime.tsx).
 */
export const sessionExpired = {
  // Not only expiry: a password change or a removed account ends it too.
  title: 'Your session has ended',
  description: 'Please sign in again',
} as const;

export interface SuccessOptions {
  description?: string;
  /** After a removal: an 'Undo' button, offered for `limits.undoMs`, that runs this. */
  undo?: () => void;
}

/** Where the focus was before it went into the notifications (sonner's region). */
let focusedOutside: Element | null = null;
let tracking = false;
function trackFocusOutsideNotifications(): void {
  focusedOutside = document.activeElement;
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && !event.target.closest('[data-sonner-toaster]')) focusedOutside = event.target;
    },
    true,
  );
}

/**
 * Undo, then the focus back where the admin was before going to the notification: the toast goes
 * with its Undo button, and the focus would fall to the page's body (sonner did not give it back).
 */
function undoAndReturn(undo: () => void): void {
  const back = focusedOutside;
  undo();
  if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
}

export const notify = {
  success(title: string, options: SuccessOptions = {}): void {
    const { description, undo } = options;
    if (undo) trackFocusOutsideNotifications();
    toast.success(title, {
      ...(description ? { description } : {}),
      ...(undo
        ? { action: { label: messages.notify.undo, onClick: () => undoAndReturn(undo) }, duration: limits.undoMs }
        : {}),
    });
  },
  /** With an `id`, a later notice of the same id replaces this one instead of stacking under it. */
  error(title: string, description?: string, id?: string): void {
    toast.error(title, { ...(description ? { description } : {}), ...(id ? { id } : {}) });
  },
  /** Takes away the notice of this id, if it still shows (what it warned about is over). */
  dismiss(id: string): void {
    toast.dismiss(id);
  },
  /** 'Unexpected error' / 'Something went wrong': any failure the user cannot fix by editing the form. */
  unexpected(): void {
    toast.error(messages.notify.unexpected, { description: messages.notify.somethingWrong });
  },
  sessionExpired(): void {
    // One notice however many requests were refused at once.
    toast.error(sessionExpired.title, { description: sessionExpired.description, id: 'session-expired' });
  },
};
