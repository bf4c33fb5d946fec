import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { removedResponseSchema } from '#shared/schemas/common.ts';
import { logoListSchema } from '#shared/schemas/partner.ts';
import { addFormRoute } from '../../http/form-routes.ts';
import type { PartnersService } from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (app, { partners }) => {
  const tags = ['partners'];
  app.get('/api/logo/', { schema: { tags, response: { 200: logoListSchema } } }, async () => partners.list());

  addFormRoute(app, '/api/logo/add', tags, async (form) => partners.add(form.file));

  app.get(
    '/api/logo/remove/:name',
    {
      schema: {
        tags,
        params: z.object({ name: z.string() }),
        response: { 200: removedResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await partners.remove(request.params.name);
      return { message: 'success' as const, status: 200 as const };
    },
  );
};
