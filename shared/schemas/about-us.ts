import { z } from 'zod';
import { requiredText } from './common.ts';

/** POST /api/about_us/update body: both texts required, min 5 (SPEC.md section 5). */
export const aboutUsFormSchema = z.object({ text: requiredText(5), text_extra: requiredText(5) });
export type AboutUsForm = z.infer<typeof aboutUsFormSchema>;

export const aboutUsSchema = z.array(z.object({ text: z.string(), text_extra: z.string() }));
export type AboutUs = z.infer<typeof aboutUsSchema>;
