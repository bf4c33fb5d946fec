import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { videoFormSchema, videoUpdateFormSchema } from '#shared/schemas/video.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { Notice } from '#web/components/admin/form/failure.ts';
import { optionalImage } from '#web/components/admin/form/image-schema.ts';

/** The shared video fields (the server's rules and messages); `type` is always 'gallery' and sent by the API call. */
const videoFields = videoFormSchema.omit({ type: true });

/**
 * What an edit does with the admin's own preview (SPEC.md section 4): keep it, change it (a
 * new file, required then) or delete it (the Vimeo thumbnail comes back); reset undoes the choice.
 */
export const imageModes = ['keep', 'change', 'delete'] as const;
export type ImageMode = (typeof imageModes)[number];

/**
 * One schema for add and edit, so both share the fields component: the add form has no
 * `imageMode` (its JPEG/PNG preview is simply optional; without one the Vimeo thumbnail is
 * shown), the edit form starts at 'keep'.
 */
export const videoEditorSchema = videoFields
  .extend({ image: optionalImage, imageMode: z.enum(imageModes).optional() })
  .superRefine((values, ctx) => {
    if (values.imageMode === 'change' && !values.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: messages.missedImage.description });
    }
  });

/**
 * Editing a video whose category was deleted: the server's update rules, which let it be saved
 * still without one (the untouched empty category must not block the save).
 */
export const uncategorisedVideoEditorSchema = videoEditorSchema.safeExtend({
  category: videoUpdateFormSchema.shape.category.in.unwrap(),
});
export type VideoEditorInput = z.input<typeof videoEditorSchema>;
export type VideoEditorValues = z.output<typeof videoEditorSchema>;

/** Vimeo does not know the address (the server answers 404): SPEC.md section 8's wording. */
export function vimeoFailure(error: unknown): Notice | undefined {
  return error instanceof ApiError && error.status === 404
    ? { title: messages.notify.videoMissing }
    : undefined;
}
