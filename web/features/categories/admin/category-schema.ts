import { categoryFormSchema } from '#shared/schemas/category.ts';

/** The form has the caption only: the type is the page's (videos or photos), sent along. */
export const categoryCaptionSchema = categoryFormSchema.pick({ caption: true });
