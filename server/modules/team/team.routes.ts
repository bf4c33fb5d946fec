import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamAddSchema, teamMemberSchema, teamUpdateSchema } from '#shared/schemas/team.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { parseWith } from '../../http/validate.ts';
import type { TeamService } from './team.service.ts';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const tags = ['team'];
  app.get('/api/team', { schema: { tags, response: { 200: z.array(teamMemberSchema) } } }, async () => team.list());
  addFormRoute(app, '/api/team/add', tags, (form) => team.add(parseWith(teamAddSchema, form.fields), form.file));
  // SPEC section 5: the team edit takes any image type.
  updateFormRoute(
    app,
    '/api/team/update/:id',
    tags,
    (id, form) => team.update(id, parseWith(teamUpdateSchema, form.fields), form.file),
    { policy: 'any' },
  );
  removeRoute(app, '/api/team/remove/:id', tags, (id) => team.remove(id));
};
