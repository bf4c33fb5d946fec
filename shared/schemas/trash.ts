import { z } from 'zod';
import { categoryTypes } from './category.ts';
import { objectIdSchema, pictureSchema, updatedResponseSchema } from './common.ts';

/** What a removal moves to the trash (the kinds the activity record names too). */
export const trashKinds = ['slide', 'video', 'photo', 'member', 'partner', 'category', 'location', 'location image'] as const;
export const trashKindSchema = z.enum(trashKinds);
export type TrashKind = z.infer<typeof trashKindSchema>;

/** One removed item, as GET /api/trash lists it. */
export const trashItemSchema = z.object({
  _id: objectIdSchema,
  kind: trashKindSchema,
  caption: z.string(),
  /** ISO 8601, UTC. */
  deletedAt: z.string(),
  /** The e-mail of the account that removed it (null if removed outside a request). */
  deletedBy: z.string().nullable(),
  /** ISO 8601, UTC: when it goes for good unless restored. */
  purgeAt: z.string(),
  /** What the item looked like, so that untitled photos can be told apart (null: a category, or a partner, whose logo is `image`). */
  picture: pictureSchema.nullable(),
  /** The picture's display address, or a partner's logo address; null when the item has no image. */
  image: z.string().nullable(),
  /** A category's type (`gallery`: videos, `photo`: photos), since both may hold a 'Georgia'; null for other kinds. */
  categoryType: z.enum(categoryTypes).nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = z.object({ data: z.array(trashItemSchema) });
export type TrashList = z.infer<typeof trashListSchema>;

/**
 * POST /api/trash/restore/{_id}: the update answer; `notice` says what could not come back with
 * the item (its category has been deleted meanwhile), for the notification.
 */
export const restoredResponseSchema = updatedResponseSchema.extend({ notice: z.string().optional() });
export type RestoredResponse = z.infer<typeof restoredResponseSchema>;
