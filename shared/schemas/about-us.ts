import { z } from 'zod';
import { textLimits } from '../limits.ts';
import { requiredTextMax } from './common.ts';

/** POST /api/about_us/update body: both texts required, min 5 (SPEC.md section 5), at most textLimits.aboutText. */
export const aboutUsFormSchema = z.object({
  text: requiredTextMax(textLimits.aboutText, 5),
  text_extra: requiredTextMax(textLimits.aboutText, 5),
});
export type AboutUsForm = z.infer<typeof aboutUsFormSchema>;

export const aboutUsSchema = z.array(z.object({ text: z.string(), text_extra: z.string() }));
export type AboutUs = z.infer<typeof aboutUsSchema>;
