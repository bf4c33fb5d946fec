import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoListSchema, partnerFormSchema, partnerListSchema } from '#shared/schemas/partner.ts';
import { optionalUpload } from '../../http/form.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { onlyGiven } from '../../http/validate.ts';
import { orderRoute } from '../../http/order-route.ts';
import type { PartnersService } from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (app, { partners }) => {
  const tags = ['partners'];
  // SPEC's list of logo file names, kept for older clients; GET /api/partners has the records.
  app.get('/api/logo/', { schema: { tags, response: { 200: logoListSchema } } }, async () => partners.logos());
  app.get('/api/partners', { schema: { tags, response: { 200: partnerListSchema } } }, async () => partners.list());

  // The file is required; its absence is answered by the service with the spec's 'No file'.
  const body = partnerFormSchema.extend({ image: optionalUpload });
  addFormRoute(app, '/api/logo/add', tags, body, ({ image, ...form }) => partners.add(form, image));
  // Without an `image` file the logo stays; fields left out keep their values.
  updateFormRoute(app, '/api/partners/update/:id', tags, body, (id, { image, ...form }, given) =>
    partners.update(id, onlyGiven(form, given), image),
  );

  removeRoute(app, '/api/logo/remove/:name', tags, (name) => partners.removeByLogo(name));
  removeRoute(app, '/api/partners/remove/:id', tags, (id) => partners.remove(id));
  // `list`: partner ids (GET /api/partners); GET /api/logo/ follows the same order.
  orderRoute(app, '/api/logo/order', tags, (ids) => partners.order(ids));
};
