import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamFormSchema, teamMemberSchema } from '#shared/schemas/team.ts';
import { optionalUpload } from '../../http/form.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { orderRoute } from '../../http/order-route.ts';
import type { TeamService } from './team.service.ts';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const tags = ['team'];
  const image = optionalUpload;
  app.get('/api/team', { schema: { tags, response: { 200: z.array(teamMemberSchema) } } }, async () => team.list());
  addFormRoute(app, '/api/team/add', tags, teamFormSchema.extend({ image }), ({ image, ...form }) =>
    team.add(form, image),
  );
  // SPEC section 5: the team edit takes any image type.
  updateFormRoute(
    app,
    '/api/team/update/:id',
    tags,
    teamFormSchema.extend({ image }),
    // A form without `alt` (an older client) keeps the stored alt text.
    (id, { image, alt, ...form }, given) => team.update(id, { ...form, alt: given.has('alt') ? alt : undefined }, image),
    { policy: 'any' },
  );
  removeRoute(app, '/api/team/remove/:id', tags, (id) => team.remove(id));
  orderRoute(app, '/api/team/order', tags, (ids) => team.order(ids));
};
