import { z } from 'zod';
import {
  companyNameSchema,
  officesSchema,
  settingsAltSchema,
  siteDescriptionSchema,
  socialLinkSchema,
  socialNetworks,
  type SiteSettings,
  type SocialNetwork,
} from '#shared/schemas/settings.ts';
import { optionalImage } from '#web/components/admin/form/image-schema.ts';

/** One network's link: empty for none, else the server's https rule and length. */
const linkSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const result = socialLinkSchema.shape.url.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
  });

/**
 * The editor's form: the shared rules of POST /api/settings/update, with the offices as a list
 * (not yet JSON) and one link field per network. `logoMode` / `shareMode` keep or remove the
 * stored image when no new file is chosen.
 */
export const settingsFormSchema = z.object({
  companyName: companyNameSchema,
  description: siteDescriptionSchema,
  logo: optionalImage,
  logoAlt: settingsAltSchema,
  logoMode: z.enum(['keep', 'remove']),
  shareImage: optionalImage,
  shareImageAlt: settingsAltSchema,
  shareMode: z.enum(['keep', 'remove']),
  offices: officesSchema,
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, linkSchema])) as Record<SocialNetwork, typeof linkSchema>,
  ),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The form's starting values: what the site shows now. */
export function settingsFormDefaults(settings: SiteSettings): SettingsFormInput {
  const links = new Map(settings.social.map((l) => [l.network, l.url]));
  return {
    companyName: settings.companyName,
    description: settings.description,
    logo: null,
    logoAlt: settings.logo?.alt ?? '',
    logoMode: 'keep',
    shareImage: null,
    shareImageAlt: settings.shareImage?.alt ?? '',
    shareMode: 'keep',
    offices: settings.offices,
    social: Object.fromEntries(socialNetworks.map((n) => [n, links.get(n) ?? ''])) as Record<SocialNetwork, string>,
  };
}

/** An office to fill in. */
export const newOffice = { country: '', city: '', address: '', phone: '', email: '', lat: Number.NaN, lng: Number.NaN };
