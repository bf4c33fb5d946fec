import { messages } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { Notice } from '#web/components/admin/form/failure.ts';

/**
 * What a failed sign-in shows (SPEC.md section 8): wrong email or password is 'Error' / 'User
 * not found'; too many attempts says how long to wait (from Retry-After; the server's own
 * message when the answer did not say); a busy server says so; anything else is 'Unexpected
 * error' / 'Something went wrong'. Null when the API client has already announced it
 * (network failure, 5xx).
 */
export function loginFailureNotice(error: unknown): Notice | null {
  if (error instanceof ApiError) {
    if (error.notified) return null;
    const wrong: readonly string[] = [messages.auth.wrongData, messages.auth.userNotFound];
    if (error.status === 400 && wrong.includes(error.message)) {
      return { title: messages.notify.error, description: messages.auth.userNotFound };
    }
    if (error.status === 429) {
      const description =
        error.retryAfter === undefined ? error.message : messages.auth.tooManyAttemptsWait(error.retryAfter);
      return { title: messages.notify.error, description };
    }
    if (error.code === 'busy') return { title: messages.notify.error, description: error.message };
  }
  return { title: messages.notify.unexpected, description: messages.notify.somethingWrong };
}
