import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/errors.ts';
import { limits } from '#shared/limits.ts';
import { activityPageSchema, activityQuerySchema, type ActivityPage } from '#shared/schemas/activity.ts';
import { adminOnly, refusedWithoutToken } from '../../http/form-routes.ts';
import type { ActivityFilter, ActivityRepository } from './activity.repository.ts';

export function createActivityService(activity: ActivityRepository) {
  return {
    /** One page of the record, newest first; a page past the end is an empty list. */
    async page(filter: ActivityFilter, page: number): Promise<ActivityPage> {
      const size = limits.activityPageSize;
      // Read first and counted from: a record added between the reads below is in none of them.
      const until = filter.until ?? (await activity.newest(filter));
      const stood = { ...filter, until: until ?? undefined };
      const [data, total, accounts] = await Promise.all([
        activity.page(stood, (page - 1) * size, size),
        activity.count(stood),
        activity.accounts(),
      ]);
      return { data, pages: Math.ceil(total / size), accounts, until };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (app, { activity }) => {
  // Who did what from where is for administrators only: the read needs the token and is never cached.
  app.get(
    '/api/activity',
    {
      config: { signedIn: true },
      schema: {
        tags: ['activity'],
        summary: 'The record of writes and sign-ins, newest first; filters: account (e-mail or id) and kind; until: a page\'s own, to page through the record as it stood',
        ...adminOnly,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, 400: errorBodySchema, ...refusedWithoutToken },
      },
    },
    async (request) => {
      const { page, user, kind, until } = request.query;
      return activity.page({ user, kind, until }, page);
    },
  );
};
