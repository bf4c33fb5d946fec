import type { FieldError } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';

export interface Notice {
  title: string;
  description?: string;
}

export interface SortedFailure {
  /** Errors to show under the form's own fields. */
  fieldErrors: FieldError[];
  /** A notification to show, or null when the fields say it all or the client already told. */
  notice: Notice | null;
}

/** Whether the form shows errors under a field of this name (a server's path: `caption`, `offices.0.phone`). */
export type IsField = (name: string) => boolean;

const unexpected: Notice = {
  title: messages.notify.unexpected,
  description: messages.notify.somethingWrong,
};

/**
 * Decides how a failed admin request is shown (SPEC.md section 8): a 400 with field errors goes
 * under those fields, and when the server titled it ('Missed image', 'No file') that title and
 * the field's text also come as a notification, as the spec words them. Anything else is
 * 'Unexpected error' / 'Something went wrong', except a 503 of the full image queue, whose
 * message says when to try again, and a 404 of the item itself, which says it has been deleted
 * meanwhile. Errors the API client already announced (401, network,
 * other 5xx) are not announced twice.
 */
export function sortFailure(error: unknown, isField: IsField): SortedFailure {
  if (!(error instanceof ApiError)) return { fieldErrors: [], notice: unexpected };
  if (error.notified) return { fieldErrors: [], notice: null };
  // A full image queue: the server's message says how long to wait before trying again.
  // Vimeo did not answer (502): the message says what is missing and to try again later.
  if (error.code === 'busy' || error.code === 'upstream_unavailable') return { fieldErrors: [], notice: { title: error.message } };
  if (isItemGone(error))
    return { fieldErrors: [], notice: { title: messages.notify.unexpected, description: messages.notify.itemGone } };
  // Not a validation failure (a 404 for a Vimeo address, say): the feature words the notice,
  // and a field the answer names is still marked, so the admin sees what to change.
  if (error.status !== 400 || error.errors.length === 0)
    return { fieldErrors: error.errors.filter((e) => isField(e.field)), notice: unexpected };

  const fieldErrors = error.errors.filter((e) => isField(e.field));
  const elsewhere = error.errors.filter((e) => !isField(e.field));
  const first = error.errors[0];
  const titled = first !== undefined && !error.errors.some((e) => e.message === error.message);
  if (titled) return { fieldErrors, notice: { title: error.message, description: first.message } };
  const stray = elsewhere[0];
  return { fieldErrors, notice: stray ? { title: stray.message } : null };
}

/** The item itself is gone: another administrator deleted it since this page loaded. */
export function isItemGone(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found' && error.errors.length === 0;
}

const goneReferences: readonly string[] = [messages.categoryUnknown, messages.videoUnknown];

/** The category or video the request named is gone (deleted since the form's choices were read). */
export function isReferenceGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors.some((e) => goneReferences.includes(e.message));
}

/** Titled notices for a missing image, by the text shown under the field. */
const requiredImageNotices: readonly Notice[] = [messages.missedImage, messages.noFile];

/** The notification the browser's own check should give, so it matches the server's. */
export function noticeForFieldMessage(message: string | undefined): Notice | null {
  return requiredImageNotices.find((n) => n.description === message) ?? null;
}
