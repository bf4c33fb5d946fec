import { messages } from '#shared/messages.ts';
import { partnerFormSchema } from '#shared/schemas/partner.ts';
import { optionalImage, requiredImage } from '#web/components/admin/form/image-schema.ts';

/** Add: the shared partner fields (all optional) and a logo ('No file' without one). */
export const partnerAddSchema = partnerFormSchema.extend({ image: requiredImage(messages.noFile.description) });

/** Edit: the same fields; a new logo is optional (without one the logo stays). */
export const partnerEditSchema = partnerFormSchema.extend({ image: optionalImage });
