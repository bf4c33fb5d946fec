import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, categoryRefSchema, objectIdSchema, optionalTextMax, pictureSchema } from './common.ts';

/** Fields of POST /api/photo/add and /update/{id}; all optional (SPEC.md section 5). */
export const photoFormSchema = z.object({
  caption: optionalTextMax(textLimits.caption),
  text: optionalTextMax(textLimits.photoText),
  /** The photo's alt text; empty: the page reads the caption, then the text. */
  alt: altSchema,
  category: z
    .string()
    .trim()
    .max(textLimits.id, messages.maxSymbols(textLimits.id))
    .optional()
    .transform((v) => (v && v !== 'null' && v !== 'undefined' ? v : null)),
});
export type PhotoForm = z.infer<typeof photoFormSchema>;

export const photoSchema = z.object({
  _id: objectIdSchema,
  caption: z.string(),
  text: z.string(),
  image: z.string(),
  imageId: z.string(),
  picture: pictureSchema,
  alt: z.string(),
  category: categoryRefSchema.nullable(),
  date: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoPageSchema = z.object({ data: z.array(photoSchema), pages: z.number().int() });
export type PhotoPage = z.infer<typeof photoPageSchema>;
