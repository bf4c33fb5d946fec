import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
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
};
