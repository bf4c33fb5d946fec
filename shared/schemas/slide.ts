import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { objectIdSchema, optionalText, pictureSchema } from './common.ts';

/** Fields of POST /api/slider/add and /update/{id} (multipart); the image is a separate file part. */
export const slideFormSchema = z.object({
  caption: optionalText,
  text: optionalText,
  videoId: z
    .string()
    .trim()
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
  transparency: z.number().int(),
  videoId: objectIdSchema.nullable(),
  date: z.string(),
});
export type Slide = z.infer<typeof slideSchema>;
