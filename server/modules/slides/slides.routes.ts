import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { addedResponseSchema, idParamsSchema, removedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import { slideFormSchema, slideSchema } from '#shared/schemas/slide.ts';
import { readForm } from '../../http/form.ts';
import { onlyGiven, parseWith } from '../../http/validate.ts';
import type { SlideImageChange, SlidesService } from './slides.service.ts';

const multipart = { consumes: ['multipart/form-data'] };

export const slidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  const tags = ['slides'];
  app.get('/api/slider', { schema: { tags, response: { 200: z.array(slideSchema) } } }, async () => slides.list());

  app.post(
    '/api/slider/add',
    { schema: { tags, ...multipart, response: { 201: addedResponseSchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const form = await readForm(request);
      await slides.add(parseWith(slideFormSchema, form.fields), form.file);
      return reply.status(201).send({ message: 'success' as const });
    },
  );

  app.post(
    '/api/slider/update/:id',
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
      // A file replaces the image; an empty `image` field means "change" without a file (refused).
      const image: SlideImageChange =
        form.file || form.fields.image === '' || form.fields.image === 'null'
          ? { kind: 'replace', data: form.file }
          : { kind: 'keep' };
      await slides.update(request.params.id, onlyGiven(parseWith(slideFormSchema, form.fields), form.fields), image);
      return { status: 200 as const, _id: request.params.id };
    },
  );

  app.get(
    '/api/slider/remove/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: removedResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await slides.remove(request.params.id);
      return { message: 'success' as const, status: 200 as const };
    },
  );
};
