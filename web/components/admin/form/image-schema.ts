import { z } from 'zod';

/**
 * The file of an ImageField inside a form schema: the shared schemas describe the text fields
 * the server parses; the file is a separate multipart part, so the forms add it with these.
 * Its value is the chosen File, or null before one is chosen.
 */
export const optionalImage = z
  .custom<File | null>((value) => value === null || value === undefined || value instanceof File)
  .transform((value) => value ?? null);

/** A file that must be chosen; `message` is what shows under the field (the server's text). */
export function requiredImage(message: string) {
  return z.custom<File | null>((value) => value instanceof File, message).transform((value) => value as File);
}
