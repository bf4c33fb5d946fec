import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { categoryAddedSchema, categoryFormSchema, categorySchema, categoryTypes } from '#shared/schemas/category.ts';
import { idParamsSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import { adminOnly, refusedWithoutToken, removeRoute } from '../../http/form-routes.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (app, { categories }) => {
  const tags = ['categories'];
  app.get(
    '/api/gallery_category/all/:type',
    {
      schema: {
        tags,
        params: z.object({ type: z.enum(categoryTypes, { error: 'Type must be gallery or photo' }) }),
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => categories.list(request.params.type),
  );

  app.post(
    '/api/gallery_category/add',
    {
      schema: {
        tags,
        ...adminOnly,
        body: categoryFormSchema,
        response: { 201: categoryAddedSchema, 400: errorBodySchema, ...refusedWithoutToken },
      },
    },
    async (request, reply) => reply.status(201).send({ gallery_category: await categories.add(request.body) }),
  );

  app.post(
    '/api/gallery_category/update/:id',
    {
      schema: {
        tags,
        ...adminOnly,
        params: idParamsSchema,
        body: categoryFormSchema,
        response: { 200: updatedResponseSchema, 400: errorBodySchema, ...refusedWithoutToken, 404: errorBodySchema },
      },
    },
    async (request) => {
      await categories.update(request.params.id, request.body);
      return { status: 200 as const, _id: request.params.id };
    },
  );

  removeRoute(app, '/api/gallery_category/remove/:id', tags, (id) => categories.remove(id));
};
