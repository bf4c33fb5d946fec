import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { CategoryType } from '#shared/schemas/category.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { categoriesApi } from './categories-api.ts';
import { categoryCaptionSchema } from './category-schema.ts';
import { typeNoun } from './type-noun.ts';

/** 'Add category' on the work page (video categories) or the gallery (photo categories). */
export function AddCategory({ type }: { type: CategoryType }) {
  return (
    <FormModal
      title={`Add ${typeNoun[type]} category`}
      trigger={<AdminButton kind="add">Add category</AdminButton>}
      schema={categoryCaptionSchema}
      defaultValues={{ caption: '' }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(values) => categoriesApi.add(values.caption, type)}
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
