import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log, whatever a client puts in a URL. */
const secretParam = /(?:^|[?&])([^=&]*(?:token|password|secret|key|code)[^=&]*)=([^&#]*)/gi;

/** The URL as logged: a secret-looking parameter keeps its name, not its value. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  return url.slice(0, query) + url.slice(query).replace(secretParam, (match, name: string, value: string) =>
    value ? match.slice(0, match.length - value.length) + '[Redacted]' : match,
  );
}

/**
 * One access line per answered request, written by Fastify when the answer is done: method, URL,
 * status, time taken, client address, the signed-in account, and (from the request's logger)
 * `reqId`, the `requestId` an error answer shows. It replaces pino's two lines per request
 * (incoming + completed, each serializing the request), which took a sixth of a cached read's
 * time (issue 16, docs/performance.md). It is Fastify's own log point, so no hook is added to
 * any route. Headers are never logged, so neither is a token, a cookie or a password.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      ...(request.admin ? { userId: request.admin.id } : {}),
    };
    // The answer could not be sent whole (the connection broke): that is the line's news.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
