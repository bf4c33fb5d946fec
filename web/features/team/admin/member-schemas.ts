import { messages } from '#shared/messages.ts';
import { teamAddSchema, teamUpdateSchema } from '#shared/schemas/team.ts';
import { optionalImage, requiredImage } from '#web/components/admin/form/image-schema.ts';

/** Add: the shared add rules (name and position min 2) and a photo ('No file' without one). */
export const memberAddSchema = teamAddSchema.extend({ image: requiredImage(messages.noFile.description) });

/** Edit: the shared edit rules (min 5, description min 2); a new photo is optional. */
export const memberEditSchema = teamUpdateSchema.extend({ image: optionalImage });
