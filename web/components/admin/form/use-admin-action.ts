import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { SendOptions } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { type IsField, isItemGone, isReferenceGone, type Notice, sortFailure } from './failure.ts';
import type { FieldError } from '#shared/errors.ts';

export interface RunOptions {
  /**
   * The notification on success ('Added successfully', 'Edited successfully', ...); a function
   * words it from what the action returned (an added video whose Vimeo details are missing).
   */
  success: string | ((result: unknown) => Notice);
  /** Called after success, before the page data reload starts (closes the modal). */
  onSuccess: () => void;
  /** The fields the form shows errors under; errors of other fields become notifications. */
  isField?: IsField;
  /** Puts a server's field error under its field. */
  onFieldErrors?: (errors: FieldError[]) => void;
  /**
   * A feature's own wording for a failure (adding a video Vimeo does not know: 'Something went
   * wrong || this video does not exist'); return undefined to keep the default.
   */
  failureNotice?: (error: unknown) => Notice | undefined;
  /**
   * The item itself is gone (another administrator deleted it): by default the page's data is
   * read again at once (a delete's question goes with its row); a form that keeps what was typed
   * reads it again once it closes instead.
   */
  onGone?: () => void;
  /** After a removal: the notification's Undo runs this (a restore) and then reloads the page's data. */
  undo?: () => Promise<boolean>;
}

/**
 * Runs one admin request the way SPEC.md section 4 describes: pending (Submit disabled and
 * spinning) with upload progress, then on success the notification, the modal closing and the
 * page's loaders running again; on failure the modal stays as it was, with errors shown.
 */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run(action: (send: SendOptions) => Promise<unknown>, options: RunOptions): Promise<void> {
    const own = new AbortController();
    controller.current = own;
    setPending(true);
    setProgress(null);
    let result: unknown;
    try {
      result = await action({ onProgress: setProgress, signal: own.signal });
    } catch (error) {
      controller.current = null;
      if (own.signal.aborted) {
        // The administrator stopped it (Cancel): nothing to announce, the form is as it was.
        setPending(false);
        setProgress(null);
        return;
      }
      const { fieldErrors, notice: general } = sortFailure(error, options.isField ?? (() => false));
      // What the API client already announced stays quiet, whatever the feature's wording.
      const notice = general && (options.failureNotice?.(error) ?? general);
      if (fieldErrors.length > 0) options.onFieldErrors?.(fieldErrors);
      if (notice) notify.error(notice.title, notice.description);
      setPending(false);
      setProgress(null);
      // Another administrator removed the category or video named, or the item itself: what the
      // page shows is stale (a chip, a row, a select's choice) and is read again; a form that
      // keeps its input for a gone item asks for that read once it closes (onGone).
      if (isReferenceGone(error)) void revalidator.revalidate();
      else if (isItemGone(error)) (options.onGone ?? (() => void revalidator.revalidate()))();
      return;
    }
    controller.current = null;
    const notice = typeof options.success === 'string' ? { title: options.success } : options.success(result);
    const { undo } = options;
    // Undo may come after this component has gone (the removed item's row): the revalidator is the router's.
    const afterUndo = (back: boolean) => {
      if (back) void revalidator.revalidate();
    };
    notify.success(notice.title, {
      ...(notice.description ? { description: notice.description } : {}),
      ...(undo ? { undo: () => void undo().then(afterUndo) } : {}),
    });
    setPending(false);
    setProgress(null);
    options.onSuccess();
    void revalidator.revalidate();
  }

  /** Stops the running request (its upload too); the server stores nothing of it. */
  const abort = useCallback(() => controller.current?.abort(), []);

  return { pending, progress, run, abort };
}
