import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { addedResponseSchema, idParamsSchema, removedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import { teamAddSchema, teamMemberSchema, teamUpdateSchema } from '#shared/schemas/team.ts';
import { readForm } from '../../http/form.ts';
import { parseWith } from '../../http/validate.ts';
import type { TeamService } from './team.service.ts';

const multipart = { consumes: ['multipart/form-data'] };

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const tags = ['team'];
  app.get('/api/team', { schema: { tags, response: { 200: z.array(teamMemberSchema) } } }, async () => team.list());

  app.post(
    '/api/team/add',
    { schema: { tags, ...multipart, response: { 201: addedResponseSchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const form = await readForm(request);
      await team.add(parseWith(teamAddSchema, form.fields), form.file);
      return reply.status(201).send({ message: 'success' as const });
    },
  );

  app.post(
    '/api/team/update/:id',
    {
      schema: {
        tags,
        ...multipart,
        params: idParamsSchema,
        response: { 200: updatedResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const form = await readForm(request);
      await team.update(request.params.id, parseWith(teamUpdateSchema, form.fields), form.file);
      return { status: 200 as const, _id: request.params.id };
    },
  );

  app.get(
    '/api/team/remove/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: removedResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await team.remove(request.params.id);
      return { message: 'success' as const, status: 200 as const };
    },
  );
};
