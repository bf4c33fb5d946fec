import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { categoryQuerySchema, idParamsSchema, pageQuerySchema } from '#shared/schemas/common.ts';
import {
  allVideosSchema,
  videoFormSchema,
  videoOrderFormSchema,
  videoOrderSchema,
  videoPageSchema,
  videoSchema,
} from '#shared/schemas/video.ts';
import { invalid } from '../../errors.ts';
import { withForm } from '../../http/form.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { parseWith } from '../../http/validate.ts';
import type { ImageChange, VideosService } from './videos.service.ts';


export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService }> = async (app, { videos }) => {
  const tags = ['videos'];
  app.get(
    '/api/gallery/all/gallery',
    {
      schema: {
        tags,
        querystring: z.object({ category: categoryQuerySchema, page: pageQuerySchema }),
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

  addFormRoute(app, '/api/gallery/add', tags, (form) => videos.add(parseWith(videoFormSchema, form.fields), form.file));
  updateFormRoute(app, '/api/gallery/update/:id', tags, (id, form) => {
    const fields = parseWith(videoFormSchema, form.fields);
    // The original client sends image=null to delete the preview, and nothing (or the old url) to keep it.
    const image: ImageChange = form.file
      ? { kind: 'replace', data: form.file }
      : form.fields.image === 'null' || form.fields.image === ''
        ? { kind: 'delete' }
        : { kind: 'keep' };
    return videos.update(id, fields, image);
  });
  removeRoute(app, '/api/gallery/remove/:id', tags, (id) => videos.remove(id));

  app.post(
    '/api/gallery/gallery-all-update',
    { schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 200: z.object({ status: z.literal(200) }), 400: errorBodySchema } } },
    async (request, reply) =>
      withForm(request, reply, async (form) => {
        const fields = parseWith(videoOrderFormSchema, form.fields);
        let list: unknown;
        try {
          list = JSON.parse(fields.list);
        } catch {
          throw invalid([{ field: 'list', message: 'The list must be a JSON array of videos or ids' }]);
        }
        await videos.reorder(parseWith(videoOrderSchema, list));
        return { status: 200 as const };
      }),
  );
};
