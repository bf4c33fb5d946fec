import { messages } from '#shared/messages.ts';
import { teamFormSchema } from '#shared/schemas/team.ts';
import { optionalImage, requiredImage } from '#web/components/admin/form/image-schema.ts';

/** Add: the shared member rules (name and position min 2) and a photo ('No file' without one). */
export const memberAddSchema = teamFormSchema.extend({ image: requiredImage(messages.noFile.description) });

/** Edit: the same rules as add (so whatever add stored can be saved again); a new photo is optional. */
export const memberEditSchema = teamFormSchema.extend({ image: optionalImage });
