import type { ErrorCode, FieldError } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';

/** The one error type services throw; the error handler turns it into `{message, code, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly errors?: FieldError[],
    /** Extra body fields the spec fixes (e.g. `status: 404` for a missing Vimeo video). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, message, 'not_found');

export const unauthorized = (message: string = messages.auth.unauthorized) =>
  new AppError(401, message, 'unauthorized');

/** A 400 whose message is the first field's message, so a client showing `message` shows the spec string. */
export function invalid(errors: FieldError[], message?: string): AppError {
  return new AppError(400, message ?? errors[0]?.message ?? messages.required, 'validation_failed', errors);
}

/** A refused upload: always 400 (DESIGN.md section 6), with a code saying why. */
export const badImage = (field: string, message: string, code: ErrorCode = 'unsupported_media_type') =>
  new AppError(400, message, code, [{ field, message }]);

/** The request went away before its answer: whatever it started stops, and nothing is kept. */
export const cancelled = () => new AppError(400, messages.uploadCancelled, 'cancelled');

/**
 * Runs a write that names another row its caller checked first (a photo's category, a slide's
 * video). A removal of that row between the check and the write (an image is processed in
 * between) makes the write's foreign key refuse it: checked again, the answer is the check's own
 * 400 instead of a 500. Any other failure stays what it was.
 */
export async function recheckOnFailure<T>(write: () => Promise<T>, check: () => Promise<unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) await check();
    throw error;
  }
}
