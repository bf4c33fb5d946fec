import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { objectIdSchema, pageQuerySchema } from './common.ts';

/**
 * What a record says was done. Writes get theirs from their route (add, update, remove, order…);
 * the sign-in route and the password change have their own.
 */
export const activityActions = [
  'add',
  'update',
  'remove',
  'order',
  'restore',
  'purge',
  'sign-in',
  'sign-in failed',
  'sign-out',
  'password',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * The kinds of item the site's writes name (what services pass to noteItem); the activity view
 * offers them as its filter. A record may carry a kind not listed here (the API filters by any).
 */
export const activityKinds = [
  'slide',
  'video',
  'photo',
  'category',
  'member',
  'partner',
  'about us',
  'location',
  'location image',
  'settings',
  'account',
] as const;

/** One record of GET /api/activity (DESIGN.md section 11). */
export const activityRecordSchema = z.object({
  /** ISO 8601, UTC. */
  at: z.string(),
  /** The account's e-mail (a failed sign-in: the e-mail tried). */
  user: z.string(),
  action: z.string(),
  /** Null when the write named no item (a sign-out). */
  kind: z.string().nullable(),
  itemId: z.string().nullable(),
  caption: z.string(),
  ip: z.string(),
  /**
   * Where the item can be seen on the site now (its page, or the page that shows it; a location
   * under today's name); null when it is not on the site (removed, purged) or has no page.
   */
  itemPath: z.string().nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

export const activityPageSchema = z.object({
  data: z.array(activityRecordSchema),
  pages: z.number().int(),
  /**
   * The e-mail of every account the record names as having acted (written, signed in or out,
   * changed its password), removed accounts' too, in alphabetical order: the account filter's
   * choices. Addresses only tried at sign-in are not among them.
   */
  accounts: z.array(z.string()),
  /**
   * Where the view stands: the newest record it counts (an opaque id; null when there is none).
   * Given back as `until`, the next pages count from it, so records made meanwhile (every write
   * and sign-in adds one) do not push rows from one page onto the next.
   */
  until: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** Absent or empty: no filter. */
const filter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/activity?page=&user=&kind=: `user` is an account's e-mail (any letter case) or id. */
export const activityQuerySchema = z.object({
  page: pageQuerySchema,
  user: filter(textLimits.email),
  kind: filter(32),
  /** A page's `until`; anything else is ignored (the view counts from the newest record), as an unreadable page is page 1. */
  until: objectIdSchema.optional().catch(undefined),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
