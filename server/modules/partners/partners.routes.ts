import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logoListSchema } from '#shared/schemas/partner.ts';
import { optionalUpload } from '../../http/form.ts';
import { addFormRoute, removeRoute } from '../../http/form-routes.ts';
import type { PartnersService } from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (app, { partners }) => {
  const tags = ['partners'];
  app.get('/api/logo/', { schema: { tags, response: { 200: logoListSchema } } }, async () => partners.list());

  // A logo is the file only; its absence is answered by the service with the spec's 'No file'.
  addFormRoute(app, '/api/logo/add', tags, z.object({ image: optionalUpload }), ({ image }) =>
    partners.add(image),
  );

  removeRoute(app, '/api/logo/remove/:name', tags, (name) => partners.remove(name));
};
