import { z } from 'zod';
import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { allVideosSchema } from '#shared/schemas/video.ts';
import { toFormData, type FormPart } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions } from '#web/lib/api-client.ts';

const path = encodeURIComponent;

/** The video calls of SPEC.md section 7 (multipart: url, caption, category, type, image, director, pop, production). */
export const videosApi = {
  add: (parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(
      '/api/gallery/add',
      toFormData({ ...parts, type: 'gallery' }),
      addedResponseSchema,
      send,
    ),
  /** Without an `image` part the preview stays; image='null' deletes it; a file replaces it. */
  update: (id: string, parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(
      `/api/gallery/update/${path(id)}`,
      toFormData({ ...parts, type: 'gallery' }),
      updatedResponseSchema,
      send,
    ),
  /** "Fetch again": the video's Vimeo details, asked for now (502 while Vimeo does not answer). */
  refresh: (id: string) =>
    api.request(`/api/video/refresh/${path(id)}`, { method: 'POST', schema: updatedResponseSchema }),
  remove: (id: string) => api.get(`/api/gallery/remove/${path(id)}`, removedResponseSchema),
  /** Every video in the site's order, for the sort mode. */
  all: (signal?: AbortSignal) => api.get('/api/gallery/gallery-all', allVideosSchema, signal),
  /** The new order: `list` is a JSON array of the ids. */
  saveOrder: (ids: string[], send: SendOptions) =>
    api.post(
      '/api/gallery/gallery-all-update',
      toFormData({ list: JSON.stringify(ids) }),
      z.object({ status: z.literal(200) }),
      send,
    ),
};
