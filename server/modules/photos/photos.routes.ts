import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { categoryQuerySchema, pageQuerySchema } from '#shared/schemas/common.ts';
import { photoFormSchema, photoPageSchema } from '#shared/schemas/photo.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { onlyGiven, parseWith } from '../../http/validate.ts';
import type { PhotosService } from './photos.service.ts';

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  const tags = ['photos'];
  app.get(
    '/api/photo',
    {
      schema: {
        tags,
        querystring: z.object({ category: categoryQuerySchema, page: pageQuerySchema }),
        response: { 200: photoPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => photos.page(request.query.category, request.query.page),
  );
  addFormRoute(app, '/api/photo/add', tags, (form) => photos.add(parseWith(photoFormSchema, form.fields), form.file));
  updateFormRoute(app, '/api/photo/update/:id', tags, (id, form) =>
    photos.update(id, onlyGiven(parseWith(photoFormSchema, form.fields), form.fields)),
  );
  removeRoute(app, '/api/photo/remove/:id', tags, (id) => photos.remove(id));
};
