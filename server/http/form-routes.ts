import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * GET …/remove/:id (or :name): removes one item. No HEAD twin: Fastify answers HEAD for every GET
 * by running the GET handler, so a HEAD (which clients, proxies and link checkers treat as a
 * harmless look) would delete too. Every removal goes through here for that reason.
 * `remove` gets the last parameter (the item) and all of them (a nested item's parent, say).
 */
export function removeRoute(
  app: App,
  url: `${string}/remove/:${string}`,
  tags: string[],
  remove: (key: string, params: Record<string, string>) => Promise<void>,
): void {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const key = names.at(-1) ?? '';
  typed(app).get(
    url,
    {
      exposeHeadRoute: false,
      schema: {
        tags,
        params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))),
        response: { 200: removedResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await remove(request.params[key] ?? '', request.params);
      return { message: 'success' as const, status: 200 as const };
    },
  );
}
