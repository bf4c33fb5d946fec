import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { AppError, notFound } from '../errors.ts';
import { applyBareSecurityHeaders } from './security-headers.ts';

/** Messages for failures the framework meets before a route runs, worded once here. */
export const httpMessages = {
  tooLarge: 'The request is too large',
  unsupportedType: 'This content type is not accepted',
  invalidJson: 'The body is not valid JSON',
  unreadable: 'The request could not be read',
  unreadableAddress: 'The address could not be read',
} as const;

/**
 * The answer to a 4xx raised by Fastify or a plugin (not by our code). Only Fastify's own
 * messages are fixed templates; anything else might carry text from a library, so it is replaced.
 */
function clientFailure(error: FastifyError, status: number): { message: string; code: ErrorCode } {
  if (status === 413) return { message: httpMessages.tooLarge, code: 'payload_too_large' };
  if (status === 415) return { message: httpMessages.unsupportedType, code: 'unsupported_media_type' };
  if (status === 404) return { message: messages.notFound, code: 'not_found' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return { message: httpMessages.invalidJson, code: 'validation_failed' };
  }
  const fastifyOwn = typeof error.code === 'string' && error.code.startsWith('FST_');
  return { message: fastifyOwn ? error.message : httpMessages.unreadable, code: 'validation_failed' };
}

/**
 * A path id that failed `idParamSchema` (shared/schemas/common.ts): it names no item, so it gets
 * the same 404 as an unknown id, on every route, instead of a 400.
 */
function malformedId(error: FastifyError | AppError): boolean {
  return (
    !(error instanceof AppError) &&
    error.validationContext === 'params' &&
    hasZodFastifySchemaValidationErrors(error) &&
    error.validation.some((v) => v.message === messages.notFound)
  );
}

/**
 * The one error handler: every failure leaves as `{message, code, errors?, requestId}`. A 500
 * says only 'Internal error'; its cause (stack, SQL, library message) goes to the log under the
 * same request id and never to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const requestId = request.id;
    const error = malformedId(raw) ? notFound() : raw;
    if (error instanceof AppError) {
      // Both "come back later" answers carry the wait as a header, not in the body.
      const retryLater = error.code === 'rate_limited' || error.code === 'busy';
      if (retryLater && typeof error.extra?.retryAfter === 'number') {
        reply.header('Retry-After', String(error.extra.retryAfter));
      }
      const body: ErrorBody & Record<string, unknown> = {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.extra && !retryLater ? error.extra : {}),
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
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ ...clientFailure(error, status), requestId });
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
  applyBareSecurityHeaders(reply);
  void reply.status(tooLong ? 404 : 400).send({
    message: tooLong ? messages.notFound : httpMessages.unreadableAddress,
    code: tooLong ? 'not_found' : 'validation_failed',
    requestId: request.id,
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed request line, headers
 * too large, a timeout): the same JSON shape, without a request id since no request exists yet.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const code: ErrorCode = status === 431 ? 'payload_too_large' : 'validation_failed';
  const body = JSON.stringify({ message: status === 431 ? httpMessages.tooLarge : httpMessages.unreadable, code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
  // Closed for reading too once the answer is out: a client that timed out may still be sending.
  socket.once('finish', () => socket.destroy());
}
