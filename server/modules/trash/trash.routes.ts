import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoredResponseSchema, trashListSchema } from '#shared/schemas/trash.ts';
import { adminOnly, formRoute, idsParamsSchema, refusedWithoutToken, removeRoute } from '../../http/form-routes.ts';
import type { TrashService } from './trash.service.ts';

/** DESIGN.md section 11: the trash; reading it needs the token too (who removed what is not public). */
export const trashRoutes: FastifyPluginAsyncZod<{ trash: TrashService }> = async (app, { trash }) => {
  const tags = ['trash'];
  app.get(
    '/api/trash',
    {
      config: { signedIn: true },
      schema: { tags, ...adminOnly, response: { 200: trashListSchema, ...refusedWithoutToken } },
    },
    async () => trash.list(),
  );
  // No fields: the id in the path names the item, which comes back under it.
  formRoute(
    app,
    '/api/trash/restore/:id',
    { tags, body: z.object({}), response: restoredResponseSchema, params: idsParamsSchema('id') },
    async (_body, { id }) => trash.restore(id),
  );
  // Purges for good; answers like every removal.
  removeRoute(app, '/api/trash/remove/:id', tags, (id) => trash.purge(id));
};
