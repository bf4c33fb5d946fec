import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { orderedResponseSchema } from '#shared/schemas/order.ts';
import { type Photo, photoPageSchema } from '#shared/schemas/photo.ts';
import { toFormData, type FormPart } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions } from '#web/lib/api-client.ts';

const path = encodeURIComponent;

/** The photo calls of SPEC.md section 7 (multipart: caption, category, text, image). */
export const galleryApi = {
  add: (parts: Record<string, FormPart>, send: SendOptions) =>
    api.post('/api/photo/add', toFormData(parts), addedResponseSchema, send),
  /** caption, text, category; '' clears one (an empty category leaves the photo without one). */
  update: (id: string, parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(`/api/photo/update/${path(id)}`, toFormData(parts), updatedResponseSchema, send),
  remove: (id: string) => api.get(`/api/photo/remove/${path(id)}`, removedResponseSchema),
  /** Every photo id, in the new order (one order for all photos). */
  saveOrder: (ids: string[], send: SendOptions) =>
    api.post(
      '/api/photo/order',
      toFormData({ list: JSON.stringify(ids) }),
      orderedResponseSchema,
      send,
    ),
  all: allPhotos,
};

/** Pages read at once while gathering every photo for the sort mode. */
const pagesAtOnce = 4;

/** Every photo in the saved order, page after page (GET /api/photo), for the sort mode. */
async function allPhotos(signal: AbortSignal): Promise<Photo[]> {
  const page = (n: number) => api.get(`/api/photo?page=${n}`, photoPageSchema, signal);
  const first = await page(1);
  const rest: Photo[][] = [];
  for (let n = 2; n <= first.pages; n += pagesAtOnce) {
    const batch = Array.from({ length: Math.min(pagesAtOnce, first.pages - n + 1) }, (_, i) =>
      page(n + i),
    );
    rest.push(...(await Promise.all(batch)).map((p) => p.data));
  }
  // A photo added or removed while the pages were read would shift one into two pages or none.
  const seen = new Set<string>();
  return [first.data, ...rest]
    .flat()
    .filter((photo) => !seen.has(photo._id) && Boolean(seen.add(photo._id)));
}
