import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';

/** A 24-character lowercase hex id, time-ordered like a MongoDB ObjectId. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');
export type ObjectId = z.infer<typeof objectIdSchema>;

/**
 * An `:id` path parameter: only a 24-hex id. Anything else names no item, so the server's error
 * handler answers its failure (recognised by this message) 404 'Not found', never 400.
 */
export const idParamSchema = z.string().regex(/^[0-9a-f]{24}$/, messages.notFound);
export const idParamsSchema = z.object({ id: idParamSchema });

/** AVIF and WebP for pages; JPEG beside them only for the share image, which link previews read. */
export const imageFormatSchema = z.enum(['avif', 'webp', 'jpeg']);
export type ImageFormat = z.infer<typeof imageFormatSchema>;

/**
 * What a page needs to show an image responsively without layout shift: intrinsic size, a tiny
 * blurred placeholder and the stored variants. Added beside the spec's `image` url. The variants
 * are described, not listed: every width is stored in every format, at `${base}w${width}.${format}`
 * (shared/picture.ts builds the URLs), which keeps a page of videos small (issue 16).
 */
export const pictureSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  base: z.string().describe('Every variant is at `${base}w${width}.${format}`'),
  widths: z.array(z.number().int()).describe('The stored widths, smallest first'),
  formats: z.array(imageFormatSchema).describe('The stored formats, each at every width'),
});
export type Picture = z.infer<typeof pictureSchema>;

/** Category reference embedded in videos and photos. */
export const categoryRefSchema = z.object({ _id: objectIdSchema, caption: z.string() });

export const addedResponseSchema = z.object({ message: z.literal(messages.success) });
export const updatedResponseSchema = z.object({ status: z.literal(200), _id: objectIdSchema });
export const removedResponseSchema = z.object({
  message: z.literal(messages.success),
  status: z.literal(200),
});

/** A required form string with a minimum length: 'This field is required' first, then the minimum. */
export function requiredText(min = 1) {
  const base = z.string({ error: messages.required }).trim().min(1, messages.required);
  return min > 1 ? base.min(min, messages.minSymbols(min)) : base;
}

/**
 * The highest page number a list is read at: far past any real list, and small enough that the
 * offset it makes (page × page size) is an integer every database accepts. SQLite refuses the
 * offset of page 1e18, which answered 500.
 */
export const maxPage = 1_000_000;

/**
 * Page number query: pages start at 1; anything unreadable is page 1; a page past `maxPage` is
 * read as `maxPage`, which, like any page past the end, is an empty list (DESIGN.md section 5).
 */
export const pageQuerySchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(maxPage)
  .catch((ctx) => (Number(ctx.value) > maxPage ? maxPage : 1));

/** `category` query: absent or empty means all; anything else must be an id. */
export const categoryQuerySchema = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** `category` query of the API's lists: `categoryQuerySchema`, and a given value must be an id (400 'Invalid id'). */
export const categoryIdQuerySchema = categoryQuerySchema.pipe(objectIdSchema.optional());

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional free text from a form: trimmed, absent or empty means '', at most `max` characters (textLimits). */
export function optionalTextMax(max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.maxSymbols(max))
    .optional()
    .transform((v) => v ?? '');
}

/** `requiredText` with a maximum length: 'This field is required', then the minimum, then 'Maximum N symbols'. */
export function requiredTextMax(max: number, min = 1) {
  return requiredText(min).max(max, messages.maxSymbols(max));
}

/** An alt text: may be empty (the page then falls back to a caption or name). */
export const altSchema = optionalTextMax(textLimits.alt);

/** An https:// address of another site (a partner's site, a social profile). */
export const httpsUrlPattern = /^https:\/\/[^\s/]+\.[^\s]+$/i;
/** A form field carrying JSON text (like the video order's `list`): bounded before it is parsed. */
export function jsonTextField<T extends z.ZodType>(max: number, inner: T, invalid: string) {
  return z
    .string()
    .max(max, messages.maxSymbols(max))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

/** A form checkbox: 'true', '1' or 'on' (a JSON true arrives as 'true'); anything else, or absent, is false. */
export const formFlagSchema = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'on');
