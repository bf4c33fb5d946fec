import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, jsonTextField, objectIdSchema, optionalTextMax, pictureSchema, requiredTextMax } from './common.ts';

// altSchema moved to common.ts (every image-bearing form uses it); re-exported for existing imports.
export { altSchema };

/**
 * Location pages as content (DESIGN.md section 11). The name is also the page address
 * (`/Ukraine`): one word or a few, letters of any script, digits, spaces, hyphens, apostrophes.
 * Addresses the site already uses are refused (any letter case), so a location can never hide
 * a page.
 */
export const reservedLocationNames = [
  'videos', 'gallery', 'team', 'contacts', 'login', 'admin', 'api', 'media', 'logos', 'assets',
  'sitemap.xml', 'robots.txt', 'favicon.ico', 'favicon.svg', 'apple-touch-icon.png',
] as const;

/**
 * The quotation marks a keyboard puts in for an apostrophe (’ on phones and Macs, ‘) as the plain
 * one: 'Côte d’Ivoire' is 'Côte d'Ivoire', one name, one address. (ʼ, Ukrainian's apostrophe, is a
 * letter the pattern has always taken; names stored with it keep their addresses.)
 */
export const plainApostrophes = (name: string): string => name.replace(/[\u2018\u2019]/g, "'");

/** The page address of a location. */
export function locationPath(name: string): string {
  return `/${encodeURIComponent(name)}`;
}

export const locationNameSchema = requiredTextMax(textLimits.locationName, 2)
  // One space between words: 'New  Zealand' beside 'New Zealand' made two menu entries that
  // read the same and an address (/New%20%20Zealand) no one would type.
  .overwrite((name) => plainApostrophes(name.replace(/\s+/g, ' ')))
  .regex(/^\p{L}[\p{L}\p{M}\p{N}' -]*$/u, messages.locationNamePattern)
  .refine((v) => !(reservedLocationNames as readonly string[]).includes(v.toLowerCase()), messages.locationNameReserved);

export const locationFactSchema = z.object({
  label: requiredTextMax(textLimits.locationFactLabel),
  value: requiredTextMax(textLimits.locationFactValue),
});
export type LocationFact = z.infer<typeof locationFactSchema>;

export const locationParagraphsSchema = z
  .array(requiredTextMax(textLimits.locationParagraph))
  .max(textLimits.locationParagraphCount, messages.maxItems(textLimits.locationParagraphCount));
export const locationFactsSchema = z
  .array(locationFactSchema)
  .max(textLimits.locationFactCount, messages.maxItems(textLimits.locationFactCount));

/**
 * Text fields of POST /api/locations/add (multipart; the `hero` file is required on add).
 * `paragraphs` and `facts` are JSON array strings; `seeMoreCategory` is a photo category id or
 * '' for none.
 */
export const locationAddSchema = z.object({
  name: locationNameSchema,
  heading: optionalTextMax(textLimits.locationHeading),
  intro: optionalTextMax(textLimits.locationIntro),
  paragraphs: jsonTextField(textLimits.locationJson, locationParagraphsSchema, messages.jsonArray).optional().transform((v) => v ?? []),
  facts: jsonTextField(textLimits.locationJson, locationFactsSchema, messages.jsonArray).optional().transform((v) => v ?? []),
  seeMoreCategory: z
    .string()
    .trim()
    .max(textLimits.id, messages.maxSymbols(textLimits.id))
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(objectIdSchema.nullable()),
  heroAlt: altSchema,
});
export type LocationAddForm = z.infer<typeof locationAddSchema>;

/** POST /api/locations/update/{id}: any subset of the add fields; a field not sent is kept. */
export const locationUpdateSchema = locationAddSchema.partial();
export type LocationUpdateForm = z.infer<typeof locationUpdateSchema>;

/** POST /api/locations/{id}/images/add text field (one or more `image` files beside it). */
export const locationImageAddSchema = z.object({ alt: altSchema });
/** POST /api/locations/{id}/images/update/{imageId}. */
export const locationImageUpdateSchema = z.object({ alt: altSchema });

/** POST /api/locations/{id}/images/order: `list`, the carousel's image ids in order, as JSON. */
export const locationImageOrderSchema = z.object({
  list: jsonTextField(textLimits.idList, z.array(objectIdSchema).min(1, 'The list is empty'), messages.jsonArray),
});

export const locationImageSchema = z.object({
  _id: objectIdSchema,
  /** URL of the largest stored variant, like every other record's `image`. */
  image: z.string(),
  alt: z.string(),
  picture: pictureSchema,
});
export type LocationImage = z.infer<typeof locationImageSchema>;

/** What the menu and the links between location pages need of a location. */
export const locationLinkSchema = z.object({ name: z.string(), path: z.string() });
export type LocationLink = z.infer<typeof locationLinkSchema>;

export const locationSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  /** The page address, `/` + the encoded name. */
  path: z.string(),
  heading: z.string(),
  intro: z.string(),
  paragraphs: z.array(z.string()),
  facts: z.array(locationFactSchema),
  hero: z.object({ image: z.string(), alt: z.string(), picture: pictureSchema }),
  images: z.array(locationImageSchema),
  seeMoreCategory: objectIdSchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** What a page address resolves to: a location, an old name (301 to the new one), or nothing. */
export type LocationMatch =
  | { kind: 'found'; location: Location }
  | { kind: 'redirect'; name: string }
  | { kind: 'unknown' };
