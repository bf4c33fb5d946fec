import { messages } from '#shared/messages.ts';
import { photoFormSchema } from '#shared/schemas/photo.ts';
import { optionalImage, requiredImage } from '#web/components/admin/form/image-schema.ts';

/** Add: caption, text and category optional, the photo required ('File is not attached'). */
export const photoAddSchema = photoFormSchema.extend({
  image: requiredImage(messages.fileNotAttached),
});

/**
 * Edit: the same text fields, all optional; the photo itself does not change. The image key
 * stays (always null) so add and edit share the fields component.
 */
export const photoEditSchema = photoFormSchema.extend({ image: optionalImage });
