import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { emailPattern, optionalTextMax, pictureSchema, requiredTextMax } from './common.ts';

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
