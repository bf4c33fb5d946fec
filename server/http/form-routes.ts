import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { addedResponseSchema, idParamSchema, idParamsSchema, removedResponseSchema, updatedResponseSchema } from '#shared/schemas/common.ts';
import { notFound } from '../errors.ts';
import type { ImagePolicy } from '../media/types.ts';
import { givenFields, readFormBody, releaseForm, type FileField } from './form.ts';

/**
 * The three mutation shapes every resource of SPEC section 7 shares, with DESIGN section 5's
 * answers: add → 201 {message:'success'}, update → 200 {status:200,_id}, remove → 200
 * {message:'success',status:200}. The auth guard applies to all of them (it is global).
 */
type App = FastifyInstance;
const typed = (app: App) => app.withTypeProvider<ZodTypeProvider>();
const consumes = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'];
/**
 * What every admin route documents besides its own answers: the token it needs (the global auth
 * guard) and the 401 without one.
 */
export const adminOnly = { security: [{ token: [] }] };
export const refusedWithoutToken = { 401: errorBodySchema };
/** Answers besides the success: a refused form, no token, an unknown id, a too large form, a full image queue. */
const failures = { 400: errorBodySchema, ...refusedWithoutToken, 404: errorBodySchema, 413: errorBodySchema, 503: errorBodySchema };

/**
 * `policy`: the image types the route's upload may have (default JPEG and PNG); `file`: the
 * field its files come in and how many it takes (default one `image`).
 */
export interface FormRouteOptions {
  policy?: ImagePolicy;
  file?: FileField;
}

/**
 * The hooks that make a form a body: the form (multipart, or JSON / urlencoded) is read before
 * validation, so the route's zod body schema validates it and the handler gets typed input only.
 * An update's id is checked before the form is read: a malformed id reads no upload.
 * The upload is released however the request ends (see releaseForm).
 */
function formHooks(options: FormRouteOptions, params: z.ZodObject | null) {
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (params && !params.safeParse(request.params).success) throw notFound();
      await readFormBody(request, reply, options);
    },
    onError: async (request: FastifyRequest) => releaseForm(request),
    onResponse: async (request: FastifyRequest) => releaseForm(request),
  };
}

/**
 * The body the validator produced from the route's schema B. The type provider cannot resolve a
 * schema that is still a type parameter here, so it is named once, in this one place.
 */
const validBody = <B extends z.ZodObject>(body: unknown) => body as z.output<B>;

/** Runs `handle`, then releases the upload: processing has ended, so its file may go. */
async function thenRelease<T>(request: FastifyRequest, handle: () => Promise<T>): Promise<T> {
  try {
    return await handle();
  } finally {
    await releaseForm(request);
  }
}

/**
 * The path parameters of a nested item (`/api/locations/:id/images/update/:imageId`): each is an
 * id, and a malformed one is an unknown item (404) before any upload is read.
 */
export const idsParamsSchema = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idParamSchema])) as Record<K, typeof idParamSchema>);

/**
 * POST `url` taking a form (`body`: the shared schema of its fields, plus `image` where it takes
 * a file) with a custom answer; the add and update routes below are its two usual shapes.
 * `params`: the url's id parameters (see idsParamsSchema), handed to `handle`.
 */
export function formRoute<B extends z.ZodObject, R extends z.ZodType, K extends string = never>(
  app: App,
  url: string,
  spec: {
    tags: string[];
    body: B;
    response: R;
    status?: 200 | 201;
    options?: FormRouteOptions;
    params?: z.ZodObject<Record<K, typeof idParamSchema>>;
  },
  handle: (body: z.output<B>, params: Record<K, string>) => Promise<z.input<R>>,
): void {
  const status = spec.status ?? 200;
  typed(app).post(
    url,
    {
      ...formHooks(spec.options ?? {}, spec.params ?? null),
      schema: {
        tags: spec.tags,
        ...adminOnly,
        consumes,
        ...(spec.params ? { params: spec.params } : {}),
        body: spec.body,
        response: { [status]: spec.response, ...failures },
      },
    },
    async (request, reply) => {
      const params = request.params as Record<K, string>;
      const answer = await thenRelease(request, () => handle(validBody<B>(request.body), params));
      // The response schema (R) checks the answer when it is serialised.
      return reply.status(status).send(answer as never);
    },
  );
}

export function addFormRoute<B extends z.ZodObject>(
  app: App,
  url: string,
  tags: string[],
  body: B,
  add: (input: z.output<B>) => Promise<void>,
  options: FormRouteOptions = {},
): void {
  formRoute(app, url, { tags, body, response: addedResponseSchema, status: 201, options }, async (input) => {
    await add(input);
    return { message: 'success' as const };
  });
}

export function updateFormRoute<B extends z.ZodObject>(
  app: App,
  url: `${string}/:id`,
  tags: string[],
  body: B,
  /** `given`: the fields the form carried, for edits that keep what they leave out. */
  update: (id: string, input: z.output<B>, given: ReadonlySet<string>) => Promise<void>,
  options: FormRouteOptions = {},
): void {
  typed(app).post(
    url,
    {
      ...formHooks(options, idParamsSchema),
      schema: {
        tags,
        ...adminOnly,
        consumes,
        params: idParamsSchema,
        body,
        response: { 200: updatedResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      await thenRelease(request, () => update(id, validBody<B>(request.body), givenFields(request)));
      return { status: 200 as const, _id: id };
    },
  );
}

/**
 * GET …/remove/:id (or :name): removes one item. No HEAD twin: Fastify answers HEAD for every GET
 * by running the GET handler, so a HEAD (which clients, proxies and link checkers treat as a
 * harmless look) would delete too. Every removal goes through here for that reason.
 * `remove` gets the last parameter (the item) and all of them (a nested item's parent, say).
 * An `:id` parameter takes only an id (anything else is an unknown item: 404).
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
        ...adminOnly,
        params: z.object(Object.fromEntries(names.map((name) => [name, name === 'id' ? idParamSchema : z.string()]))),
        response: { 200: removedResponseSchema, ...refusedWithoutToken, 404: errorBodySchema },
      },
    },
    async (request) => {
      await remove(request.params[key] ?? '', request.params);
      return { message: 'success' as const, status: 200 as const };
    },
  );
}
