import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { AppError } from '../errors.ts';

/**
 * The one error handler: every failure leaves as `{message, code, errors?, requestId}`. A 500
 * says only 'Internal error'; its cause goes to the log under the same request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      if (error.code === 'rate_limited' && typeof error.extra?.retryAfter === 'number') {
        reply.header('Retry-After', String(error.extra.retryAfter));
      }
      const body: ErrorBody & Record<string, unknown> = {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.extra && error.code !== 'rate_limited' ? error.extra : {}),
        requestId,
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body',
        message: v.message ?? messages.required,
      }));
      // The first message of each field, in the schema's order ('required' before 'minimum').
      const first = new Map<string, (typeof errors)[number]>();
      for (const e of errors) if (!first.has(e.field)) first.set(e.field, e);
      const unique = [...first.values()];
      return reply.status(400).send({
        message: unique[0]?.message ?? messages.required,
        code: 'validation_failed',
        errors: unique,
        requestId,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'validation_failed';
      return reply.status(status).send({ message: error.message, code, requestId });
    }
    request.log.error({ err: error, requestId }, 'request failed');
    return reply.status(500).send({ message: messages.internal, code: 'internal_error', requestId });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: messages.notFound, code: 'not_found', requestId: request.id });
  });
}

/**
 * Failures the router meets before any route runs (Fastify's `frameworkErrors` option): a path
 * that is not valid percent-encoding, or a parameter longer than the router accepts. Fastify's
 * own answer echoes the whole path in a shape of its own (and 414 for the long parameter); these
 * keep the one error shape. No id is that long, so the long parameter is an unknown id: 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 404 : 400).send({
    message: tooLong ? messages.notFound : 'The address could not be read',
    code: tooLong ? 'not_found' : 'validation_failed',
    requestId: request.id,
  });
}
