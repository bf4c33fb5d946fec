import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, httpsUrlPattern, objectIdSchema, optionalTextMax } from './common.ts';

/** A partner logo file name as listed by GET /api/logo/ and served at /logos/{name}. */
export const logoNameSchema = z.string().regex(/^[0-9a-f]{24}\.(webp|png)$/, 'Unknown logo');
/** GET /api/logo/: the logo file names, for clients older than the partner records. */
export const logoListSchema = z.array(z.string());

/**
 * Text fields of POST /api/logo/add and POST /api/partners/update/{id} (multipart, beside an
 * `image` file: required on add, optional on update). All may be empty: a logo alone is a
 * partner, as it was before partners had names. A name is as long as a caption may be.
 */
export const partnerFormSchema = z.object({
  name: optionalTextMax(textLimits.caption),
  /** The partner's site, which the logo links to; '' for none. */
  url: optionalTextMax(textLimits.url).refine((v) => v === '' || httpsUrlPattern.test(v), messages.urlInvalid),
  /** The logo's alt text; empty: the page reads the name. */
  alt: altSchema,
});
export type PartnerForm = z.infer<typeof partnerFormSchema>;

export const partnerSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  url: z.string(),
  alt: z.string(),
  /** The logo's address, `/logos/{logo}`. */
  image: z.string(),
  /** The logo's file name, as GET /api/logo/ lists it and GET /api/logo/remove/{name} takes it. */
  logo: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerListSchema = z.array(partnerSchema);
