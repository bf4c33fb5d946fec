import { z } from 'zod';

/**
 * A file the image field refused when it was chosen (too large, not an image, empty): the field's
 * value until it is removed or another is chosen, so the form cannot be sent while it stands and
 * its reason (not 'no file') is what the form says.
 */
export class RefusedImage {
  constructor(readonly reason: string) {}
}

type ImageValue = File | RefusedImage | null;

const imageValue = z.custom<ImageValue>(
  (value) => value === null || value === undefined || value instanceof File || value instanceof RefusedImage,
);

function refused(value: ImageValue | undefined, ctx: z.RefinementCtx): boolean {
  if (!(value instanceof RefusedImage)) return false;
  ctx.addIssue({ code: 'custom', message: value.reason });
  return true;
}

/**
 * The file of an ImageField inside a form schema: the shared schemas describe the text fields
 * the server parses; the file is a separate multipart part, so the forms add it with these.
 * Its value is the chosen File, or null before one is chosen.
 */
export const optionalImage = imageValue.transform((value, ctx): File | null => {
  if (refused(value, ctx)) return z.NEVER;
  return value instanceof File ? value : null;
});

/** A file that must be chosen; `message` is what shows under the field (the server's text). */
export function requiredImage(message: string) {
  return imageValue.transform((value, ctx): File => {
    if (refused(value, ctx)) return z.NEVER;
    if (value instanceof File) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}
