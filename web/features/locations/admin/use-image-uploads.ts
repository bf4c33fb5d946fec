import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '#shared/messages.ts';
import { checkImageFile } from '#web/components/admin/form/image-check.ts';
import { useAskBeforeUnload } from '#web/components/admin/form/leave-guard.tsx';
import { previewUrl } from '#web/components/admin/form/use-image-preview.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { locationsApi } from './locations-api.ts';

export interface Upload {
  key: number;
  file: File;
  /** A small data: URL drawn from the file; null until ready or when the browser cannot draw it. */
  preview: string | null;
  status: 'waiting' | 'uploading' | 'added' | 'failed';
  /** 0-1 while uploading. */
  progress: number;
  error: string | null;
}

/** Why one file failed, in the words the server or the browser's check used. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  return messages.notify.somethingWrong;
}

/**
 * Adds files to a location's carousel one request per file, one after the other, each with its
 * own progress and its own error: a refused file does not stop the ones after it. Once the batch
 * is through, the page's data reloads so the carousel shows what was added; a batch goes on when
 * the administrator moves to another page meanwhile.
 */
export function useImageUploads(locationId: string) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [running, setRunning] = useState(false);
  const revalidator = useRevalidator();
  const nextKey = useRef(0);
  // A reload or closing the tab would stop the batch: the browser asks first. A link inside the
  // app does not stop it: the files go on up and the notifications say how it went.
  useAskBeforeUnload(running);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function add(files: File[]) {
    if (files.length === 0 || running) return;
    const batch: Upload[] = files.map((file) => ({
      key: nextKey.current++,
      file,
      preview: null,
      status: 'waiting',
      progress: 0,
      error: null,
    }));
    setUploads((list) => [...list.filter((u) => u.status === 'failed'), ...batch]);
    setRunning(true);
    for (const u of batch) void previewUrl(u.file).then((preview) => patch(u.key, { preview }));

    let added = 0;
    for (const u of batch) {
      const refusal = await checkImageFile(u.file, 'any');
      if (refusal) {
        patch(u.key, { status: 'failed', error: refusal });
        continue;
      }
      patch(u.key, { status: 'uploading' });
      try {
        await locationsApi.addImage(locationId, u.file, '', {
          onProgress: (progress) => patch(u.key, { progress }),
        });
        added += 1;
        patch(u.key, { status: 'added', progress: 1 });
      } catch (error) {
        patch(u.key, { status: 'failed', error: reasonOf(error) });
      }
    }
    setRunning(false);
    const failed = batch.length - added;
    // As the gallery's 'Add photos' words it: 'Added successfully' only when every image was.
    if (failed > 0) notify.error(messages.notify.error, `${failed} of ${batch.length} images were not added`);
    if (added > 0) notify.success(failed === 0 ? messages.notify.added : `${added} ${added === 1 ? 'image' : 'images'} added`);
    if (added > 0) await revalidator.revalidate();
  }

  const clear = () => setUploads((list) => list.filter((u) => u.status === 'waiting' || u.status === 'uploading'));

  return { uploads, running, add, clear };
}
