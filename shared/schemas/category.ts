import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { objectIdSchema, requiredTextMax } from './common.ts';

export const categoryTypes = ['gallery', 'photo'] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** POST /api/gallery_category/add and /update/{id} body. */
export const categoryFormSchema = z.object({
  caption: requiredTextMax(textLimits.caption),
  type: z.enum(categoryTypes, { error: 'Type must be gallery or photo' }),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;

export const categorySchema = z.object({
  _id: objectIdSchema,
  caption: z.string(),
  type: z.enum(categoryTypes),
  count_items: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryAddedSchema = z.object({ gallery_category: categorySchema });
