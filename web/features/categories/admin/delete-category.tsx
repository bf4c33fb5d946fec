import { useNavigate } from 'react-router';
import type { Category } from '#shared/schemas/category.ts';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { TrashIcon } from '#web/components/admin/ui/admin-icons.tsx';
import { categoriesApi } from './categories-api.ts';
import { typeNoun } from './type-noun.ts';
import styles from './category-admin.module.css';

type Deletable = Pick<Category, '_id' | 'caption' | 'type'> & { count_items?: number };

export interface DeleteCategoryProps {
  category: Deletable;
  /** The category the page is filtered by; deleting it resets the filter to All (SPEC.md section 4). */
  active: string | undefined;
  /** The page's address without a filter ('/videos', '/gallery'). */
  allHref: string;
}

export function DeleteCategory({ category, active, allHref }: DeleteCategoryProps) {
  const navigate = useNavigate();
  const count = category.count_items ?? 0;
  const items = category.type === 'gallery' ? 'video' : 'photo';
  return (
    <ConfirmDelete
      title={`Delete ${typeNoun[category.type]} category`}
      trigger={
        <button
          type="button"
          className={`${styles.icon} ${styles.danger}`}
          aria-label={`Delete category ${category.caption}`}
          title="Delete"
        >
          <TrashIcon size={15} />
        </button>
      }
      onConfirm={async () => {
        await categoriesApi.remove(category._id);
        if (active === category._id) void navigate(allHref, { preventScrollReset: true });
      }}
      trashId={category._id}
      name={category.caption}
    >
      <p>
        <strong>{category.caption}</strong>
        {count > 0 &&
          ` holds ${count} ${items}${count === 1 ? '' : 's'}; they stay, without a category.`}
      </p>
    </ConfirmDelete>
  );
}
