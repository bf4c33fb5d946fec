import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { altSchema, emailPattern, objectIdSchema, optionalTextMax, pictureSchema, requiredTextMax } from './common.ts';

const email = z
  .string()
  .trim()
  .max(textLimits.email, messages.maxSymbols(textLimits.email))
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || emailPattern.test(v), messages.emailInvalid);

/**
 * Nickname only: a pasted '@name' or profile URL is reduced to the name, and the limit applies to
 * what is stored, the name (so a pasted profile address longer than the limit is still accepted).
 */
const instagram = z
  .string()
  .trim()
  .optional()
  .transform((v) =>
    (v ?? '')
      .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
      .replace(/^@/, '')
      .replace(/\/.*$/, ''),
  )
  .refine((v) => v.length <= textLimits.instagram, messages.maxSymbols(textLimits.instagram))
  .refine((v) => v === '' || /^[A-Za-z0-9._]+$/.test(v), messages.instagramInvalid);

/**
 * POST /api/team/add and /api/team/update/{id} fields: one set of rules for both (SPEC.md section 5
 * named min 2 for add and min 5 for edit, so a member added as 'DOP' could not be edited at all,
 * the untouched position refusing every save). Name and position min 2, position max 350.
 */
export const teamFormSchema = z.object({
  caption: requiredTextMax(textLimits.caption, 2),
  text: requiredTextMax(textLimits.teamPosition, 2),
  description: optionalTextMax(textLimits.teamDescription),
  instagram,
  email,
  /** The photo's alt text; empty: the page reads the person's name. */
  alt: altSchema,
});
export type TeamForm = z.infer<typeof teamFormSchema>;

export const teamMemberSchema = z.object({
  _id: objectIdSchema,
  caption: z.string(),
  text: z.string(),
  description: z.string(),
  image: z.string(),
  imageId: z.string(),
  picture: pictureSchema,
  alt: z.string(),
  instagram: z.string(),
  email: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
