import { z } from 'zod';
import { limits, textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, objectIdSchema, optionalTextMax, pictureSchema } from './common.ts';

/** Fields of POST /api/slider/add and /update/{id} (multipart); the image is a separate file part. */
export const slideFormSchema = z.object({
  caption: optionalTextMax(textLimits.caption),
  text: optionalTextMax(textLimits.credit),
  /** The image's alt text; empty: the page reads the caption. */
  alt: altSchema,
  videoId: z
    .string()
    .trim()
    .max(textLimits.id, messages.maxSymbols(textLimits.id))
    .optional()
    .transform((v) => (v && v !== 'null' && v !== 'undefined' ? v : null)),
  transparency: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? limits.transparencyDefault : Number(v)))
    .pipe(
      z
        .number({ error: messages.transparencyRange })
        .int(messages.transparencyRange)
        .min(limits.transparencyMin, messages.transparencyRange)
        .max(limits.transparencyMax, messages.transparencyRange),
    ),
});
export type SlideForm = z.infer<typeof slideFormSchema>;

export const slideSchema = z.object({
  _id: objectIdSchema,
  caption: z.string(),
  text: z.string(),
  image: z.string(),
  imageId: z.string(),
  picture: pictureSchema,
  alt: z.string(),
  transparency: z.number().int(),
  videoId: objectIdSchema.nullable(),
  date: z.string(),
});
export type Slide = z.infer<typeof slideSchema>;
