import { z } from 'zod';

/** The closed list of error codes an API answer can carry (STYLE.md, Errors). */
export const errorCodes = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  /** 503: the image queue is full; Retry-After says when to try again. */
  'busy',
  /** 502: a service the request needs (Vimeo's oEmbed) did not answer; trying again later may work. */
  'upstream_unavailable',
  /** The client closed the request before its answer (nobody reads this body; the log does). */
  'cancelled',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every non-2xx body: the spec's `message`, plus what helps a client act on it. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
  status: z.number().int().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
