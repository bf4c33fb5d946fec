import { protectedPhotoCategory } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Category, CategoryForm, CategoryType } from '#shared/schemas/category.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { CategoriesRepository } from './categories.repository.ts';
import type { TrashBin } from '../trash/trash.service.ts';

const categoryNotFound = () => notFound('Category not found');
const nameTaken = () => invalid([{ field: 'caption', message: messages.categoryNameTaken }]);

export function createCategoriesService(deps: { categories: CategoriesRepository; trash: TrashBin; onChange: () => void }) {
  const { categories, trash, onChange } = deps;

  /** The 'Ukraine' photo category is what the Ukraine page's 'See more' opens: it cannot be edited or deleted. */
  const assertEditable = (category: Category) => {
    if (category.type === 'photo' && category.caption === protectedPhotoCategory) {
      throw new AppError(400, `The '${protectedPhotoCategory}' photo category cannot be changed`, 'validation_failed');
    }
  };

  async function existing(id: string): Promise<Category> {
    const category = await categories.get(id);
    if (!category) throw categoryNotFound();
    return category;
  }

  return {
    list: (type: CategoryType) => categories.list(type),
    get: existing,

    /** Checks a category id given with a video or photo: it must exist and be of that kind. */
    async requireOfType(id: string, type: CategoryType, field = 'category'): Promise<string> {
      const category = await categories.get(id);
      if (!category || category.type !== type) throw invalid([{ field, message: messages.categoryUnknown }]);
      return category._id;
    },

    async add(form: CategoryForm): Promise<Category> {
      const saved = await categories.saveUnique(form.caption, form.type);
      if (typeof saved === 'string') throw nameTaken(); // ('missing' is a rename's)
      const { id } = saved;
      noteItem({ kind: 'category', itemId: id, caption: form.caption });
      onChange();
      return { _id: id, caption: form.caption, type: form.type, count_items: 0 };
    },

    async update(id: string, form: CategoryForm): Promise<void> {
      const category = await existing(id);
      if (category.type !== form.type) {
        throw invalid([{ field: 'type', message: `This is a ${category.type} category; its type cannot change` }]);
      }
      assertEditable(category);
      const saved = await categories.saveUnique(form.caption, form.type, id);
      if (saved === 'taken') throw nameTaken();
      // Removed between the read above and the write (another administrator's delete).
      if (saved === 'missing') throw categoryNotFound();
      noteItem({ kind: 'category', itemId: id, caption: form.caption });
      onChange();
    },

    async remove(id: string): Promise<void> {
      assertEditable(await existing(id));
      // Its videos and photos stay, without a category (as before the trash); a restore refiles them.
      if (!(await trash.move('category', id))) throw categoryNotFound();
      onChange();
    },

    /** Makes sure the protected 'Ukraine' photo category exists (with or without demo content). */
    async ensureProtected(): Promise<void> {
      if (await categories.byCaption('photo', protectedPhotoCategory)) return;
      await categories.insert(protectedPhotoCategory, 'photo');
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
