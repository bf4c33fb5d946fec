import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { categoryIdQuerySchema, idParamsSchema, pageQuerySchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import {
  allVideosSchema,
  videoFormSchema,
  videoOrderFormSchema,
  videoUpdateFormSchema,
  videoPageSchema,
  videoSchema,
} from '#shared/schemas/video.ts';
import { optionalUpload, uploadSchema } from '../../http/form.ts';
import { addFormRoute, adminOnly, formRoute, refusedWithoutToken, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import type { ImageChange, VideosService } from './videos.service.ts';

export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService }> = async (app, { videos }) => {
  const tags = ['videos'];
  app.get(
    '/api/gallery/all/gallery',
    {
      schema: {
        tags,
        querystring: z.object({ category: categoryIdQuerySchema, page: pageQuerySchema }),
        response: { 200: videoPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => videos.page(request.query.category, request.query.page),
  );

  app.get('/api/gallery/gallery-all', { schema: { tags, response: { 200: allVideosSchema } } }, async () => ({
    data: await videos.all(),
  }));

  app.get(
    '/api/gallery/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: videoSchema, 404: errorBodySchema } } },
    async (request) => videos.get(request.params.id),
  );

  addFormRoute(app, '/api/gallery/add', tags, videoFormSchema.extend({ image: optionalUpload }), ({ image, ...form }) =>
    videos.add(form, image),
  );
  // The original client sends image=null (or '') to delete the preview, and nothing (or the old url) to keep it.
  const updateBody = videoUpdateFormSchema.extend({ image: z.union([uploadSchema, z.string()]).optional() });
  updateFormRoute(app, '/api/gallery/update/:id', tags, updateBody, (id, { image, alt, ...form }, given) => {
    const change: ImageChange =
      typeof image === 'object' ? { kind: 'replace', data: image } : image === 'null' || image === '' ? { kind: 'delete' } : { kind: 'keep' };
    // A form without `alt` (an older client) keeps the stored alt text.
    return videos.update(id, { ...form, alt: given.has('alt') ? alt : undefined }, change);
  });
  removeRoute(app, '/api/gallery/remove/:id', tags, (id) => videos.remove(id));

  // "Fetch again": the Vimeo details of a video stored while Vimeo did not answer. No body.
  app.post(
    '/api/video/refresh/:id',
    {
      schema: {
        tags,
        ...adminOnly,
        summary: "Fetch a video's Vimeo details (oEmbed and thumbnail) again",
        params: idParamsSchema,
        response: {
          200: updatedResponseSchema,
          ...refusedWithoutToken,
          404: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await videos.refreshVimeo(request.params.id);
      return { status: 200 as const, _id: request.params.id };
    },
  );

  formRoute(
    app,
    '/api/gallery/gallery-all-update',
    { tags, body: videoOrderFormSchema, response: z.object({ status: z.literal(200) }) },
    async ({ list }) => {
      await videos.reorder(list);
      return { status: 200 as const };
    },
  );
};
