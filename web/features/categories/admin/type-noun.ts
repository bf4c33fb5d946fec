import type { CategoryType } from '#shared/schemas/category.ts';

/** How the titles name each kind of category. */
export const typeNoun: Record<CategoryType, string> = { gallery: 'video', photo: 'photo' };
