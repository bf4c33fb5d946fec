import type { CategoryType } from '#shared/schemas/category.ts';
import { protectedPhotoCategory } from '#shared/limits.ts';
import { DeleteCategory } from './delete-category.tsx';
import { EditCategory } from './edit-category.tsx';
import styles from './category-admin.module.css';

/*
 * The category controls of the work page and the gallery: routes/videos.tsx and
 * routes/gallery.tsx load these with lazyAdmin, so only a signed-in administrator downloads them.
 */
export { AddCategory } from './add-category.tsx';

export interface CategoryActionsProps {
  category: { _id: string; caption: string; count_items?: number };
  type: CategoryType;
  active: string | undefined;
  allHref: string;
}

/** Edit and Delete beside a filter; the protected 'Ukraine' photo category has neither. */
export function CategoryActions({ category, type, active, allHref }: CategoryActionsProps) {
  if (type === 'photo' && category.caption === protectedPhotoCategory) return null;
  const full = { ...category, type };
  return (
    <span className={styles.actions}>
      <EditCategory category={full} />
      <DeleteCategory category={full} active={active} allHref={allHref} />
    </span>
  );
}
