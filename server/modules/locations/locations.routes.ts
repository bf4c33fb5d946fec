import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { addedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import {
  locationAddSchema,
  locationImageAddSchema,
  locationImageOrderSchema,
  locationImageUpdateSchema,
  locationSchema,
  locationUpdateSchema,
} from '#shared/schemas/location.ts';
import { optionalUpload, uploadsSchema } from '../../http/form.ts';
import { addFormRoute, formRoute, idsParamsSchema, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import type { LocationsService } from './locations.service.ts';

/**
 * How many files one POST …/images/add may carry. Each takes a place in the image queue (1
 * processing, 4 waiting), so more could never be admitted at once; the admin page sends one
 * file per request anyway, to show each file's progress.
 */
export const locationImagesPerRequest = 5;

export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (app, { locations }) => {
  const tags = ['locations'];
  const hero = { policy: 'any', file: { name: 'hero', max: 1 } } as const;

  app.get('/api/locations', { schema: { tags, response: { 200: z.array(locationSchema) } } }, async () => locations.list());
  app.get(
    '/api/locations/:name',
    {
      schema: {
        tags,
        description: 'One location by its name (any letter case of its current name).',
        params: z.object({ name: z.string() }),
        response: { 200: locationSchema, 404: errorBodySchema },
      },
    },
    async (request) => locations.find(request.params.name),
  );

  addFormRoute(
    app,
    '/api/locations/add',
    tags,
    locationAddSchema.extend({ hero: optionalUpload }),
    ({ hero, ...form }) => locations.add(form, hero),
    hero,
  );
  updateFormRoute(
    app,
    '/api/locations/update/:id',
    tags,
    locationUpdateSchema.extend({ hero: optionalUpload }),
    (id, { hero, ...form }) => locations.update(id, form, hero),
    hero,
  );
  removeRoute(app, '/api/locations/remove/:id', tags, (id) => locations.remove(id));

  const imageParams = idsParamsSchema('id', 'imageId');
  formRoute(
    app,
    '/api/locations/:id/images/add',
    {
      tags,
      body: locationImageAddSchema.extend({ image: uploadsSchema }),
      response: addedResponseSchema,
      status: 201,
      params: idsParamsSchema('id'),
      options: { policy: 'any', file: { name: 'image', max: locationImagesPerRequest } },
    },
    async ({ image, alt }, { id }) => {
      await locations.addImages(id, alt, image);
      return { message: 'success' as const };
    },
  );
  formRoute(
    app,
    '/api/locations/:id/images/update/:imageId',
    { tags, body: locationImageUpdateSchema, response: updatedResponseSchema, params: imageParams },
    async ({ alt }, { id, imageId }) => {
      await locations.updateImage(id, imageId, alt);
      return { status: 200 as const, _id: imageId };
    },
  );
  removeRoute(app, '/api/locations/:id/images/remove/:imageId', tags, (imageId, params) =>
    locations.removeImage(params.id ?? '', imageId),
  );
  formRoute(
    app,
    '/api/locations/:id/images/order',
    { tags, body: locationImageOrderSchema, response: z.object({ status: z.literal(200) }), params: idsParamsSchema('id') },
    async ({ list }, { id }) => {
      await locations.orderImages(id, list);
      return { status: 200 as const };
    },
  );
};
