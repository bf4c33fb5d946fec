import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';

/**
 * The notifications of SPEC.md section 8, in one place so every screen words them the same.
 * sonner is only ever loaded with admin code and the sign-in page; the Toaster that shows these
 * is mounted by the admin runtime (features/admin/admin-runtime.tsx).
 */
export const sessionExpired = {
  title: 'Your session has expired',
  description: 'Please sign in again',
} as const;

export const notify = {
  success(title: string, description?: string): void {
    toast.success(title, description ? { description } : {});
  },
  /** With an `id`, a later notice of the same id replaces this one instead of stacking under it. */
  error(title: string, description?: string, id?: string): void {
    toast.error(title, { ...(description ? { description } : {}), ...(id ? { id } : {}) });
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
