import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { categoryIdQuerySchema, pageQuerySchema } from '#shared/schemas/common.ts';
import { photoFormSchema, photoPageSchema } from '#shared/schemas/photo.ts';
import { optionalUpload } from '../../http/form.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { onlyGiven } from '../../http/validate.ts';
import { orderRoute } from '../../http/order-route.ts';
import type { PhotosService } from './photos.service.ts';

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  const tags = ['photos'];
  app.get(
    '/api/photo',
    {
      schema: {
        tags,
        querystring: z.object({ category: categoryIdQuerySchema, page: pageQuerySchema }),
        response: { 200: photoPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { data, pages } = await photos.page(request.query.category, request.query.page);
      return { data, pages };
    },
  );
  addFormRoute(app, '/api/photo/add', tags, photoFormSchema.extend({ image: optionalUpload }), ({ image, ...form }) =>
    photos.add(form, image),
  );
  // An edit changes the texts only (the photo itself is replaced by adding a new one).
  updateFormRoute(app, '/api/photo/update/:id', tags, photoFormSchema, (id, form, given) =>
    photos.update(id, onlyGiven(form, given)),
  );
  removeRoute(app, '/api/photo/remove/:id', tags, (id) => photos.remove(id));
  // One order for every photo; a category's page shows its photos in it.
  orderRoute(app, '/api/photo/order', tags, (ids) => photos.order(ids));
};
