import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { AppError, badImage } from '../errors.ts';

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
    for await (const part of request.parts({ limits: { fileSize: limits.uploadMaxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && data.length > 0 && !file) file = data;
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toFormError(error);
  }
  return { fields, file };
}

function toFormError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badImage('image', messages.imageTooLarge, 'payload_too_large');
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'Only one file may be uploaded', 'validation_failed');
  if (code?.startsWith('FST_')) return new AppError(400, 'The form could not be read', 'validation_failed');
  return error;
}
