import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { slideFormSchema } from '#shared/schemas/slide.ts';
import { optionalImage } from '#web/components/admin/form/image-schema.ts';

/**
 * What the edit form does with the picture (SPEC.md section 4): keep it, change it (a new file,
 * required), or edit the existing one (its transparency only). The add form is always 'change'.
 */
export const imageModes = ['keep', 'change', 'edit'] as const;
export type ImageMode = (typeof imageModes)[number];

/** The shared slide fields plus the image and its mode; one schema for add and edit. */
export const slideEditorSchema = slideFormSchema
  .extend({ image: optionalImage, imageMode: z.enum(imageModes) })
  .superRefine((values, ctx) => {
    if (values.imageMode === 'change' && !values.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: messages.missedImage.description });
    }
  });
export type SlideEditorInput = z.input<typeof slideEditorSchema>;
export type SlideEditorValues = z.output<typeof slideEditorSchema>;
