import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import {
  addedResponseSchema,
  categoryQuerySchema,
  idParamsSchema,
  pageQuerySchema,
  removedResponseSchema,
  updatedResponseSchema,
} from '#shared/schemas/common.ts';
import { photoFormSchema, photoPageSchema } from '#shared/schemas/photo.ts';
import { readForm } from '../../http/form.ts';
import { onlyGiven, parseWith } from '../../http/validate.ts';
import type { PhotosService } from './photos.service.ts';

const multipart = { consumes: ['multipart/form-data'] };

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

  app.post(
    '/api/photo/add',
    { schema: { tags, ...multipart, response: { 201: addedResponseSchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const form = await readForm(request);
      await photos.add(parseWith(photoFormSchema, form.fields), form.file);
      return reply.status(201).send({ message: 'success' as const });
    },
  );

  app.post(
    '/api/photo/update/:id',
    {
      schema: {
        tags,
        ...multipart,
        params: idParamsSchema,
        response: { 200: updatedResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const form = await readForm(request);
      await photos.update(request.params.id, onlyGiven(parseWith(photoFormSchema, form.fields), form.fields));
      return { status: 200 as const, _id: request.params.id };
    },
  );

  app.get(
    '/api/photo/remove/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: removedResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await photos.remove(request.params.id);
      return { message: 'success' as const, status: 200 as const };
    },
  );
};
