import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { orderedResponseSchema } from '#shared/schemas/order.ts';
import { slideSchema } from '#shared/schemas/slide.ts';
import { allVideosSchema } from '#shared/schemas/video.ts';
import { z } from 'zod';
import { toFormData, type FormPart } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions } from '#web/lib/api-client.ts';

/** The slide calls of SPEC.md section 7 (multipart: caption, text, videoId, transparency, image). */
export const slidesApi = {
  add: (parts: Record<string, FormPart>, send: SendOptions) =>
    api.post('/api/slider/add', toFormData(parts), addedResponseSchema, send),
  /** Fields left out keep their stored values; an `image` part replaces the picture. */
  update: (id: string, parts: Record<string, FormPart>, send: SendOptions) =>
    api.post(`/api/slider/update/${encodeURIComponent(id)}`, toFormData(parts), updatedResponseSchema, send),
  remove: (id: string) => api.get(`/api/slider/remove/${encodeURIComponent(id)}`, removedResponseSchema),
  /** Every slide in the saved order (the home page shows them shuffled). */
  all: (signal?: AbortSignal) => api.get('/api/slider', z.array(slideSchema), signal),
  /** Every slide's id, in the new order. */
  saveOrder: (ids: string[], send: SendOptions) =>
    api.post(
      '/api/slider/order',
      toFormData({ list: JSON.stringify(ids) }),
      orderedResponseSchema,
      send,
    ),
  /** Every video, for the slide's link (GET /api/gallery/gallery-all). */
  allVideos: (signal?: AbortSignal) => api.get('/api/gallery/gallery-all', allVideosSchema, signal),
};
