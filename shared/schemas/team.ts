import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { emailPattern, objectIdSchema, optionalText, pictureSchema, requiredText } from './common.ts';

const email = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || emailPattern.test(v), messages.emailInvalid);

/** Nickname only: a pasted '@name' or profile URL is reduced to the name. */
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
  .refine((v) => v === '' || /^[A-Za-z0-9._]{1,30}$/.test(v), messages.instagramInvalid);

const position = (min: number) => requiredText(min).max(limits.teamPositionMax, messages.maxSymbols(limits.teamPositionMax));

/** POST /api/team/add fields (SPEC.md section 5: name and position min 2). */
export const teamAddSchema = z.object({
  caption: requiredText(2),
  text: position(2),
  description: optionalText,
  instagram,
  email,
});

/** POST /api/team/update/{id} fields (SPEC.md section 5: name and position min 5, description min 2). */
export const teamUpdateSchema = z.object({
  caption: requiredText(5),
  text: position(5),
  description: optionalText.refine((v) => v === '' || v.length >= 2, messages.minSymbols(2)),
  instagram,
  email,
});
export type TeamAddForm = z.infer<typeof teamAddSchema>;
export type TeamUpdateForm = z.infer<typeof teamUpdateSchema>;

export const teamMemberSchema = z.object({
  _id: objectIdSchema,
  caption: z.string(),
  text: z.string(),
  description: z.string(),
  image: z.string(),
  imageId: z.string(),
  picture: pictureSchema,
  instagram: z.string(),
  email: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
