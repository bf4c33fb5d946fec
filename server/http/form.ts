import type {} from '@fastify/multipart';
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { AppError, badImage } from '../errors.ts';
import type { ImagePolicy } from '../media/types.ts';
import { discardUpload, receiveUpload, type UploadedFile } from '../media/upload-file.ts';
import type { Admission } from '../media/upload-queue.ts';

/** Where uploads are received, and the image queue they join from their first byte. */
export interface UploadInbox {
  /** Folder of the temporary files (DATA_DIR/tmp/uploads). */
  dir: string;
  admit(): Admission;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once in app.ts; every form route receives its upload through it. */
    uploads: UploadInbox;
  }
}

/**
 * Multipart limits beside the one file of at most 20 MB: a text field may be as long as a whole
 * JSON body (1 MB, enough for a reordered list of every video), and a form has few parts.
 * Only signed-in admins get this far (the auth guard runs before the body is read).
 */
export const formLimits = {
  fileSize: limits.uploadMaxBytes,
  files: 1,
  fields: 30,
  parts: 40,
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

const fieldTooLong = () => new AppError(413, 'A form field is too long', 'payload_too_large');

export interface FormData {
  fields: Record<string, string>;
  /** The uploaded `image` file, or null when the request carried none (or an empty one). */
  file: UploadedFile | null;
}

export interface FormOptions {
  /** Which image types the route takes: refused from the first bytes, before the rest is read. */
  policy?: ImagePolicy;
  /** The request's end (the client gone): carried by the upload into its processing. */
  signal?: AbortSignal;
}

/**
 * Reads a form the way the original client sends it: multipart (with an optional `image`
 * file), or JSON / urlencoded for clients without files. Only the first value of a field counts.
 * The file goes to a temporary file as it arrives, never into memory; the caller owns it
 * (see withForm, which deletes it in every outcome).
 */
async function readForm(request: FastifyRequest, { policy = 'strict', signal }: FormOptions): Promise<FormData> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object') {
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (value === null) fields[key] = 'null';
        else if (typeof value === 'object') fields[key] = JSON.stringify(value);
        else fields[key] = String(value);
      }
    }
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const inbox = request.server.uploads;
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || file) {
          part.file.resume();
          await finished(part.file);
          continue;
        }
        // The queue place is taken before the body is read: a burst past the queue's length is
        // answered 503 at once instead of being received and then refused.
        const admission = inbox.admit();
        const received = await receiveUpload(part.file, { dir: inbox.dir, policy }).catch((error: unknown) => {
          admission.release();
          throw error;
        });
        if (received) file = { ...received, signal, admission };
        else admission.release();
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        // Busboy cuts an over-long value silently; storing the cut text would be a partial write.
        throw fieldTooLong();
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (file) await disposeOf(file);
    throw toFormError(error);
  }
  return { fields, file };
}

async function disposeOf(file: UploadedFile): Promise<void> {
  file.admission?.release();
  await discardUpload(file);
}

/**
 * An AbortSignal that fires when the client goes away (closes the connection, the browser's
 * Cancel) before its answer is written; `done` detaches it once the request is over.
 */
function clientGone(reply: FastifyReply): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: controller.signal, done: () => reply.raw.off('close', onClose) };
}

/**
 * Reads the request's form and hands it to `handle`; afterwards, whatever happened, the upload's
 * temporary file is deleted and its queue place given back. The upload carries an AbortSignal
 * that fires if the client leaves, so processing stops and nothing is kept.
 */
export async function withForm<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: (form: FormData) => Promise<T>,
  options: Pick<FormOptions, 'policy'> = {},
): Promise<T> {
  const gone = clientGone(reply);
  try {
    const form = await readForm(request, { ...options, signal: gone.signal });
    try {
      return await handle(form);
    } finally {
      if (form.file) await disposeOf(form.file);
    }
  } finally {
    gone.done();
  }
}

/**
 * Everything that can fail inside the loop is the client's body (a malformed or cut-off form,
 * a missing boundary, a limit): the loop only buffers, it never touches storage or the database.
 */
function toFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badImage('image', messages.imageTooLarge, 'payload_too_large');
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'Only one file may be uploaded', 'validation_failed');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, 'The form has too many fields', 'payload_too_large');
  }
  return new AppError(400, 'The form could not be read', 'validation_failed');
}
