import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { PencilIcon } from '#web/components/admin/ui/admin-icons.tsx';
import { categoriesApi } from './categories-api.ts';
import { categoryCaptionSchema } from './category-schema.ts';
import { typeNoun } from './type-noun.ts';
import styles from './category-admin.module.css';

type Editable = Pick<Category, '_id' | 'caption' | 'type'>;

export function EditCategory({ category }: { category: Editable }) {
  return (
    <FormModal
      title={`Edit ${typeNoun[category.type]} category`}
      trigger={
        <button
          type="button"
          className={styles.icon}
          aria-label={`Edit category ${category.caption}`}
          title="Edit"
        >
          <PencilIcon size={15} />
        </button>
      }
      schema={categoryCaptionSchema}
      defaultValues={{ caption: category.caption }}
      success={messages.notify.edited}
      submit={(values) => categoriesApi.update(category._id, values.caption, category.type)}
    >
      {(form) => (
        <TextField
          control={form.control}
          name="caption"
          label="Caption"
          maxLength={textLimits.caption}
        />
      )}
    </FormModal>
  );
}
