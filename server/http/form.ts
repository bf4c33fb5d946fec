import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { AppError, badImage } from '../errors.ts';

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
  file: Buffer | null;
}

/**
 * Reads a form the way the original client sends it: multipart (with an optional `image`
 * file), or JSON / urlencoded for clients without files. Only the first value of a field counts.
 */
export async function readForm(request: FastifyRequest): Promise<FormData> {
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
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && data.length > 0 && !file) file = data;
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        // Busboy cuts an over-long value silently; storing the cut text would be a partial write.
        throw fieldTooLong();
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toFormError(error);
  }
  return { fields, file };
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
