import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoListSchema } from '#shared/schemas/partner.ts';
import { addFormRoute, removeRoute } from '../../http/form-routes.ts';
import type { PartnersService } from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (app, { partners }) => {
  const tags = ['partners'];
  app.get('/api/logo/', { schema: { tags, response: { 200: logoListSchema } } }, async () => partners.list());

  addFormRoute(app, '/api/logo/add', tags, async (form) => partners.add(form.file));

  removeRoute(app, '/api/logo/remove/:name', tags, (name) => partners.remove(name));
};
