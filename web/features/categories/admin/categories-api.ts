import { categoryAddedSchema, type CategoryType } from '#shared/schemas/category.ts';
import { removedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#web/lib/api-client.ts';

const path = encodeURIComponent;

/** The category calls of SPEC.md section 7: JSON bodies {caption, type}, no file. */
export const categoriesApi = {
  add: (caption: string, type: CategoryType) =>
    api.post('/api/gallery_category/add', { caption, type }, categoryAddedSchema),
  update: (id: string, caption: string, type: CategoryType) =>
    api.post(`/api/gallery_category/update/${path(id)}`, { caption, type }, updatedResponseSchema),
  remove: (id: string) =>
    api.get(`/api/gallery_category/remove/${path(id)}`, removedResponseSchema),
};
