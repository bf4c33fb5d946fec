import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, categoryRefSchema, objectIdSchema, optionalTextMax, pictureSchema, requiredTextMax } from './common.ts';
import { categorySchema } from './category.ts';

/** Vimeo video page or player address: vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123, with an optional private hash. */
export const vimeoUrlPattern =
  /^https?:\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/|showcase\/\d+\/video\/)?\d+(?:\/[0-9a-f]+)?\/?(?:[?#].*)?$/i;

/** Fields of POST /api/gallery/add and /update/{id} (multipart); the image is a separate file part. */
export const videoFormSchema = z.object({
  url: requiredTextMax(textLimits.url, 5).regex(vimeoUrlPattern, messages.wrongPattern),
  caption: requiredTextMax(textLimits.caption, 5),
  category: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(textLimits.id, messages.maxSymbols(textLimits.id)),
  director: optionalTextMax(textLimits.credit),
  pop: optionalTextMax(textLimits.credit),
  production: optionalTextMax(textLimits.credit),
  /** The custom preview's alt text; empty: the page reads the caption. */
  alt: altSchema,
  type: z.literal('gallery').optional().default('gallery').catch('gallery'),
});
export type VideoForm = z.infer<typeof videoFormSchema>;

/**
 * Fields of POST /api/gallery/update/{id}: add's rules, except that a video whose category was
 * deleted may be saved without one (it stays uncategorised), so the field the administrator did
 * not touch does not block the save. A video that has a category must keep one (the service).
 */
export const videoUpdateFormSchema = videoFormSchema.extend({
  category: z.string().trim().max(textLimits.id, messages.maxSymbols(textLimits.id)).optional().transform((v) => v ?? ''),
});
export type VideoUpdateForm = z.infer<typeof videoUpdateFormSchema>;

export const vimeoResponseSchema = z
  .object({
    thumbnail_url: z.string().optional(),
    author_name: z.string().optional(),
    title: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
    video_id: z.number().optional(),
    /** Seconds; oEmbed gives it for public videos. */
    duration: z.number().optional(),
  })
  .loose();
export type VimeoResponse = z.infer<typeof vimeoResponseSchema>;

export const videoSchema = z.object({
  _id: objectIdSchema,
  url: z.string(),
  caption: z.string(),
  category: categoryRefSchema.nullable(),
  director: z.string(),
  pop: z.string(),
  production: z.string(),
  /** Custom preview set by the admin, else the Vimeo thumbnail stored by us, else null. */
  image: z.string().nullable(),
  imageId: z.string().nullable(),
  picture: pictureSchema.nullable(),
  /** True when `image` is the admin's own preview rather than Vimeo's thumbnail. */
  customImage: z.boolean(),
  /** The custom preview's alt text ('' when none was written). */
  alt: z.string(),
  vimeo_response: vimeoResponseSchema.nullable(),
  type: z.literal('gallery'),
  date: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoPageSchema = z.object({
  videos: z.array(videoSchema),
  categories: z.array(categorySchema),
  totalPages: z.number().int(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const allVideosSchema = z.object({ data: z.array(videoSchema) });

/** `list` of POST /api/gallery/gallery-all-update: ids, or video objects carrying _id, in the new order. */
export const videoOrderSchema = z
  .array(z.union([objectIdSchema, z.object({ _id: objectIdSchema }).loose()]))
  .min(1, 'The list is empty')
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item._id)));

/**
 * The form of POST /api/gallery/gallery-all-update: `list` is JSON text, bounded before it is
 * parsed, then read as `videoOrderSchema` (the route receives the ids in order).
 */
export const videoOrderFormSchema = z.object({
  list: z
    .string()
    .max(textLimits.videoOrderList, messages.maxSymbols(textLimits.videoOrderList))
    .optional()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text ?? '') as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The list must be a JSON array of videos or ids' });
        return z.NEVER;
      }
    })
    .pipe(videoOrderSchema),
});

export const vimeoNotFoundSchema = z.object({
  status: z.literal(404),
  message: z.literal(messages.vimeoNotFound),
});
