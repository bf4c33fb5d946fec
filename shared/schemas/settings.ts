import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { emailPattern, formFlagSchema, jsonTextField, optionalTextMax, pictureSchema, requiredTextMax } from './common.ts';

/** The social networks the footer has icons for (DESIGN.md section 11). */
export const socialNetworks = ['instagram', 'vimeo', 'facebook', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const officeSchema = z.object({
  country: requiredTextMax(textLimits.officeField),
  city: requiredTextMax(textLimits.officeField),
  /** Lines of the postal address, separated by line breaks. */
  address: requiredTextMax(textLimits.officeAddress),
  /** One or more numbers, one per line. */
  phone: optionalTextMax(textLimits.officePhone),
  email: optionalTextMax(textLimits.email).refine((v) => v === '' || emailPattern.test(v), messages.emailInvalid),
  lat: z.number({ error: messages.latitudeRange }).min(-90, messages.latitudeRange).max(90, messages.latitudeRange),
  lng: z.number({ error: messages.longitudeRange }).min(-180, messages.longitudeRange).max(180, messages.longitudeRange),
});
export type Office = z.infer<typeof officeSchema>;

export const socialLinkSchema = z.object({
  network: z.enum(socialNetworks),
  url: requiredTextMax(textLimits.url).refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), messages.urlInvalid),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** A stored settings image (logo, share image). */
export const settingsImageSchema = z.object({ image: z.string(), alt: z.string(), picture: pictureSchema });

/** GET /api/settings. `logo` null: the built-in wordmark; `shareImage` null: none. */
export const siteSettingsSchema = z.object({
  companyName: z.string(),
  logo: settingsImageSchema.nullable(),
  description: z.string(),
  shareImage: settingsImageSchema.nullable(),
  offices: z.array(officeSchema),
  social: z.array(socialLinkSchema),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const companyNameSchema = requiredTextMax(textLimits.companyName, 2);
export const siteDescriptionSchema = requiredTextMax(textLimits.siteDescription, 10);

/** An alt text of a settings image: may be empty (the page then uses the company name). */
export const settingsAltSchema = optionalTextMax(textLimits.alt);

export const officesSchema = z
  .array(officeSchema)
  .max(textLimits.officeCount, messages.maxItems(textLimits.officeCount));

export const socialLinksSchema = z
  .array(socialLinkSchema)
  .max(socialNetworks.length, messages.maxItems(socialNetworks.length))
  .refine((links) => new Set(links.map((l) => l.network)).size === links.length, messages.socialNetworkTwice);

/**
 * Text fields of POST /api/settings/update (multipart): any subset; a field not sent keeps its
 * value. `offices` and `social` are JSON array strings; the `logo` (SVG or PNG) and
 * `shareImage` (JPEG or PNG) files go beside them; `removeLogo` / `removeShareImage` ('true')
 * go back to none (the wordmark, no share image).
 */
export const settingsUpdateSchema = z.object({
  companyName: companyNameSchema.optional(),
  description: siteDescriptionSchema.optional(),
  offices: jsonTextField(textLimits.settingsJson, officesSchema, messages.jsonArray).optional(),
  social: jsonTextField(textLimits.settingsJson, socialLinksSchema, messages.jsonArray).optional(),
  logoAlt: settingsAltSchema.optional(),
  removeLogo: formFlagSchema,
  shareImageAlt: settingsAltSchema.optional(),
  removeShareImage: formFlagSchema,
});
export type SettingsUpdateForm = z.infer<typeof settingsUpdateSchema>;
