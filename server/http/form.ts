import type {} from '@fastify/multipart';
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
  /** The uploaded files of the form's file field, in the order sent (empty ones are dropped). */
  files: UploadedFile[];
}

/** Which part of a multipart form carries files, and how many it may carry. */
export interface FileField {
  /** The field's name (`image` unless told). */
  name: string;
  /**
   * At most this many files (1 unless told); the route's body then gets an array of them.
   * Each file takes its own place in the image queue, so this stays within the queue's length.
   */
  max: number;
}
export const imageField: FileField = { name: 'image', max: 1 };

export interface FormOptions {
  /** Which image types the route takes: refused from the first bytes, before the rest is read. */
  policy?: ImagePolicy;
  /** The field the files come in (default: one `image`). */
  file?: FileField;
  /** The request's end (the client gone): carried by the upload into its processing. */
  signal?: AbortSignal;
}

/**
 * Reads a form the way the original client sends it: multipart (with an optional `image`
 * file, or the route's own file field), or JSON / urlencoded for clients without files. Only the
 * first value of a text field counts. Files go to temporary files as they arrive, never into
 * memory; the caller owns them (see readFormBody, which deletes them in every outcome).
 */
async function readForm(
  request: FastifyRequest,
  { policy = 'strict', file: field = imageField, signal }: FormOptions,
): Promise<FormData> {
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
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const inbox = request.server.uploads;
  try {
    for await (const part of request.parts({ limits: { ...formLimits, files: field.max } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field.name) {
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
        if (received) files.push({ ...received, signal, admission });
        else admission.release();
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        // Busboy cuts an over-long value silently; storing the cut text would be a partial write.
        throw fieldTooLong();
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    for (const file of files) await disposeOf(file);
    throw onField(toFormError(error, field.max), field.name);
  }
  return { fields, files };
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

/** Files that readForm received: only these pass `uploadSchema` (a body field can never be one). */
const receivedFiles = new WeakSet<UploadedFile>();

/**
 * An uploaded file of a form route's body. Documented as a binary part; valid only when it is
 * a file this request's form brought (a text field named `image` is a string, never this).
 */
export const uploadSchema = z
  .custom<UploadedFile>((value) => typeof value === 'object' && value !== null && receivedFiles.has(value as UploadedFile), {
    error: messages.noFile.description,
  })
  .meta({ type: 'string', format: 'binary', description: 'The image file' });

/**
 * An `image` that is the uploaded file or nothing (null): a text value, like the 'null' a client
 * sends for "no file", is no file, and the service answers its absence in the spec's words.
 */
export const optionalUpload = z
  .union([uploadSchema, z.string()])
  .optional()
  .transform((value) => (typeof value === 'object' ? value : null));

/**
 * The files of a field taking several (FileField.max > 1): an array of uploads, empty when none
 * came. Text values of the same name are no files and are dropped.
 */
export const uploadsSchema = z
  .union([z.array(uploadSchema), uploadSchema, z.string()])
  .optional()
  .transform((value) => (Array.isArray(value) ? value : typeof value === 'object' ? [value] : []))
  .meta({ description: 'One or more image files: the part repeated once per file' });

/** What a form route's request carries between reading its form and its answer. */
interface ReadState {
  /** The fields the form carried, before the schema filled in defaults. */
  given: ReadonlySet<string>;
  release: () => Promise<void>;
}
const states = new WeakMap<FastifyRequest, ReadState>();

/**
 * Reads the form into `request.body` (its fields, and the file as `image`), so the route's body
 * schema validates it like any JSON body. Runs as the route's preValidation hook; whatever happens
 * next, `releaseForm` deletes the upload's temporary file and gives back its queue place: the
 * handler calls it when done, the onError and onResponse hooks when the handler never ran.
 * The upload carries an AbortSignal that fires if the client leaves, so processing stops.
 */
export async function readFormBody(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<FormOptions, 'policy' | 'file'> = {},
): Promise<void> {
  const gone = clientGone(reply);
  let files: UploadedFile[] = [];
  let released = false;
  const state: ReadState = {
    given: new Set(),
    release: async () => {
      if (released) return;
      released = true;
      gone.done();
      for (const file of files) await disposeOf(file);
    },
  };
  states.set(request, state);
  const field = options.file ?? imageField;
  const form = await readForm(request, { ...options, signal: gone.signal });
  files = form.files;
  for (const file of files) receivedFiles.add(file);
  state.given = new Set(Object.keys(form.fields));
  request.body = files.length === 0 ? { ...form.fields } : { ...form.fields, [field.name]: field.max > 1 ? files : files[0] };
}

/** The fields the request's form carried (an edit that leaves a field out keeps its stored value). */
export function givenFields(request: FastifyRequest): ReadonlySet<string> {
  return states.get(request)?.given ?? new Set();
}

/** Deletes the request's upload and gives back its queue place; the second call does nothing. */
export async function releaseForm(request: FastifyRequest): Promise<void> {
  await states.get(request)?.release();
}

/** An upload's refusal names the field the file came in (the pipeline calls every file `image`). */
export function onField(error: AppError, name: string): AppError {
  if (name === 'image' || !error.errors?.some((e) => e.field === 'image')) return error;
  const errors = error.errors.map((e) => (e.field === 'image' ? { ...e, field: name } : e));
  return new AppError(error.statusCode, error.message, error.code, errors, error.extra);
}

/**
 * Everything that can fail inside the loop is the client's body (a malformed or cut-off form,
 * a missing boundary, a limit): the loop only buffers, it never touches storage or the database.
 */
function toFormError(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badImage('image', messages.imageTooLarge, 'payload_too_large');
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(400, maxFiles === 1 ? 'Only one file may be uploaded' : `At most ${maxFiles} files may be uploaded at once`, 'validation_failed');
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, 'The form has too many fields', 'payload_too_large');
  }
  return new AppError(400, 'The form could not be read', 'validation_failed');
}
