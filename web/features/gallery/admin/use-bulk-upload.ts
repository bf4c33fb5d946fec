import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { checkImageFile } from '#web/components/admin/form/image-check.ts';
import { previewUrl } from '#web/components/admin/form/use-image-preview.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { galleryApi } from './gallery-api.ts';

export type BulkStatus = 'ready' | 'refused' | 'waiting' | 'uploading' | 'added' | 'failed' | 'cancelled';

export interface BulkItem {
  key: number;
  file: File;
  /** A small data: URL drawn from the file; null until ready or when the browser cannot draw it. */
  preview: string | null;
  caption: string;
  alt: string;
  status: BulkStatus;
  /** 0-1 while uploading. */
  progress: number;
  /** Why it was refused or failed, in the server's words. */
  error: string | null;
}

/** Items the next run sends: not yet added, and not refused by the check before sending. */
export const sendable = (item: BulkItem) => item.status === 'ready' || item.status === 'failed' || item.status === 'cancelled';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  return messages.notify.somethingWrong;
}

export interface RunResult {
  added: number;
  failed: number;
  cancelled: boolean;
}

/**
 * Many photos at once: each file checked in the browser as it is chosen (type, 20 MB, 50
 * megapixels, with the server's messages), then sent one request per file, one after the other
 * (the server's image queue admits few at once), each with its own caption, alt text, progress
 * and error; a failing file does not stop the others. Cancel stops the files not yet sent and
 * aborts the one in flight, which the server then does not store.
 */
export function useBulkUpload() {
  const [items, setItems] = useState<BulkItem[]>([]);
  const [running, setRunning] = useState(false);
  const nextKey = useRef(0);
  const controller = useRef<AbortController | null>(null);
  // Leaving (the dialog closing) aborts whatever is still going.
  useEffect(() => () => controller.current?.abort(), []);

  const patch = (key: number, change: Partial<BulkItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function addFiles(files: File[]): Promise<void> {
    const fresh: BulkItem[] = files.map((file) => ({
      key: nextKey.current++,
      file,
      preview: null,
      caption: '',
      alt: '',
      status: 'ready',
      progress: 0,
      error: null,
    }));
    setItems((list) => [...list, ...fresh]);
    for (const item of fresh) {
      void previewUrl(item.file).then((preview) => patch(item.key, { preview }));
      const refusal = await checkImageFile(item.file, 'strict');
      if (refusal) patch(item.key, { status: 'refused', error: refusal });
    }
  }

  const edit = (key: number, change: Partial<Pick<BulkItem, 'caption' | 'alt'>>) => patch(key, change);
  const remove = (key: number) => setItems((list) => list.filter((item) => item.key !== key));

  /** Sends every sendable item in order with the one category; answers what happened. */
  async function run(list: BulkItem[], category: string): Promise<RunResult> {
    const batch = list.filter(sendable);
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setItems((all) =>
      all.map((item) => (batch.some((b) => b.key === item.key) ? { ...item, status: 'waiting', progress: 0, error: null } : item)),
    );
    let added = 0;
    let failed = 0;
    for (const item of batch) {
      if (abort.signal.aborted) {
        patch(item.key, { status: 'cancelled', error: messages.uploadCancelled });
        continue;
      }
      patch(item.key, { status: 'uploading' });
      try {
        await galleryApi.add(
          { image: item.file, caption: item.caption, alt: item.alt, text: '', category },
          { signal: abort.signal, onProgress: (progress) => patch(item.key, { progress }) },
        );
        added += 1;
        patch(item.key, { status: 'added', progress: 1 });
      } catch (error) {
        if (isAbort(error)) {
          patch(item.key, { status: 'cancelled', error: messages.uploadCancelled });
        } else {
          failed += 1;
          patch(item.key, { status: 'failed', error: reasonOf(error) });
        }
      }
    }
    controller.current = null;
    setRunning(false);
    return { added, failed, cancelled: abort.signal.aborted };
  }

  // Stable: the dialog's guard holds it.
  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Drops the photos already added from the list (they are on the page now). */
  const clearAdded = () => setItems((list) => list.filter((item) => item.status !== 'added'));

  return { items, running, addFiles, edit, remove, run, cancel, clearAdded };
}
