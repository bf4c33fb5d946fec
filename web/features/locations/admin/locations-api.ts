import { z } from 'zod';
import { categorySchema } from '#shared/schemas/category.ts';
import {
  addedResponseSchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { toFormData } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions, withFieldsRenamed } from '#web/lib/api-client.ts';
import { type Location, locationSchema } from '#shared/schemas/location.ts';
import { changedLocationParts, locationFieldName, type LocationFormOutput, toLocationParts } from './location-schemas.ts';

const path = encodeURIComponent;

/** The location calls of DESIGN.md section 11 (multipart, like every other upload). */
export const locationsApi = {
  /** The editor's values as the API's parts (toLocationParts); its errors named as the form's fields. */
  add: (values: LocationFormOutput, send: SendOptions) =>
    api
      .post('/api/locations/add', toFormData(toLocationParts(values)), addedResponseSchema, send)
      .catch(withFieldsRenamed(locationFieldName)),
  /** Only what the editor changed from `before` (changedLocationParts); the hero only when chosen. */
  update: (before: Location, values: LocationFormOutput, send: SendOptions) =>
    api
      .post(
        `/api/locations/update/${path(before._id)}`,
        toFormData(changedLocationParts(values, before)),
        updatedResponseSchema,
        send,
      )
      .catch(withFieldsRenamed(locationFieldName)),
  remove: (id: string) => api.get(`/api/locations/remove/${path(id)}`, removedResponseSchema),

  /** One file per call, so each has its own progress and its own error. */
  addImage: (id: string, image: File, alt: string, send: SendOptions) =>
    api.post(`/api/locations/${path(id)}/images/add`, toFormData({ image, alt }), addedResponseSchema, send),
  updateImage: (id: string, imageId: string, alt: string) =>
    api.post(
      `/api/locations/${path(id)}/images/update/${path(imageId)}`,
      toFormData({ alt }),
      updatedResponseSchema,
    ),
  removeImage: (id: string, imageId: string) =>
    api.get(`/api/locations/${path(id)}/images/remove/${path(imageId)}`, removedResponseSchema),
  /** The location's carousel images as saved now (the sort mode reads them again when they changed meanwhile). */
  images: (id: string, signal: AbortSignal) =>
    api.get('/api/locations', z.array(locationSchema), signal).then((list) => list.find((l) => l._id === id)?.images ?? []),
  /** The carousel's new order: `list` is a JSON array of the image ids. */
  saveOrder: (id: string, ids: string[], send: SendOptions) =>
    api.post(
      `/api/locations/${path(id)}/images/order`,
      toFormData({ list: JSON.stringify(ids) }),
      z.object({ status: z.literal(200) }),
      send,
    ),

  /** The photo categories 'See more' can open. */
  photoCategories: (signal?: AbortSignal) =>
    api.get('/api/gallery_category/all/photo', z.array(categorySchema), signal),
};
