import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/errors.ts';
import { userAddSchema, usersSchema } from '#shared/schemas/user.ts';
import { addFormRoute, adminOnly, refusedWithoutToken, removeRoute } from '../../http/form-routes.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['accounts'];
  // Who may sign in is not for visitors: this read needs the token (and is never cached).
  app.get(
    '/api/users',
    {
      config: { signedIn: true },
      schema: { tags, ...adminOnly, response: { 200: usersSchema, ...refusedWithoutToken } },
    },
    async () => users.list(),
  );
  addFormRoute(app, '/api/users/add', tags, userAddSchema, (input) => users.add(input));
  removeRoute(app, '/api/users/remove/:id', tags, (id, _params, request) => users.remove(id, request.admin), {
    400: errorBodySchema,
  });
};
