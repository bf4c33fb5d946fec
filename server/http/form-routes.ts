import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/errors.ts';
import { addedResponseSchema, idParamsSchema, removedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import type { ImagePolicy } from '../media/types.ts';
import { withForm, type FormData } from './form.ts';

/**
 * The three mutation shapes every resource of SPEC section 7 shares, with DESIGN section 5's
 * answers: add → 201 {message:'success'}, update → 200 {status:200,_id}, remove → 200
 * {message:'success',status:200}. The auth guard applies to all of them (it is global).
 */
type App = FastifyInstance;
const typed = (app: App) => app.withTypeProvider<ZodTypeProvider>();
const forms = { consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'] };
/** Answers besides the success: a refused form, an unknown id, a full image queue. */
const failures = { 400: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

/** `policy`: the image types the route's upload may have (default JPEG and PNG). */
interface FormRouteOptions {
  policy?: ImagePolicy;
}

export function addFormRoute(
  app: App,
  url: string,
  tags: string[],
  add: (form: FormData) => Promise<void>,
  options: FormRouteOptions = {},
): void {
  typed(app).post(
    url,
    { schema: { tags, ...forms, response: { 201: addedResponseSchema, ...failures } } },
    async (request, reply) => {
      await withForm(request, reply, add, options);
      return reply.status(201).send({ message: 'success' as const });
    },
  );
}

export function updateFormRoute(
  app: App,
  url: string,
  tags: string[],
  update: (id: string, form: FormData) => Promise<void>,
  options: FormRouteOptions = {},
): void {
  typed(app).post(
    url,
    {
      schema: {
        tags,
        ...forms,
        params: idParamsSchema,
        response: { 200: updatedResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      await withForm(request, reply, (form) => update(request.params.id, form), options);
      return { status: 200 as const, _id: request.params.id };
    },
  );
}

export function removeRoute(app: App, url: string, tags: string[], remove: (id: string) => Promise<void>): void {
  typed(app).get(
    url,
    { schema: { tags, params: idParamsSchema, response: { 200: removedResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await remove(request.params.id);
      return { message: 'success' as const, status: 200 as const };
    },
  );
}
