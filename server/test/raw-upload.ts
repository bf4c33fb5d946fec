import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { multipart } from './multipart.ts';

export interface PartialUpload {
  req: ClientRequest;
  /** The answer, as soon as the server sends one (the body need not have all been sent). */
  response: Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>;
  /** Sends the rest of the body. */
  finish(): void;
}

/**
 * A multipart POST over a real socket whose body is sent in two steps: the first `sentBytes`
 * bytes at once, the rest only on finish(). `declaredBytes` (default: the whole body) is the
 * Content-Length announced, so a test can promise 20 MB and send a few kilobytes.
 */
export function partialUpload(
  origin: string,
  path: string,
  token: string,
  fields: Record<string, string | Buffer>,
  options: { sentBytes: number; declaredBytes?: number },
): PartialUpload {
  const body = multipart(fields);
  const req = request(new URL(path, origin), {
    method: 'POST',
    headers: {
      ...body.headers,
      'x-access-token': token,
      'content-length': String(options.declaredBytes ?? body.payload.length),
    },
  });
  // Writes after the server closed the connection fail; the answer is what the tests read.
  req.on('error', () => undefined);
  const response = new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
  });
  req.write(body.payload.subarray(0, options.sentBytes));
  return {
    req,
    response,
    finish: () => req.end(body.payload.subarray(options.sentBytes)),
  };
}
