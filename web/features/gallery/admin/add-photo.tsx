import { messages } from '#shared/messages.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { galleryApi } from './gallery-api.ts';
import { type CategoryChoice, PhotoFields } from './photo-fields.tsx';
import { photoAddSchema } from './photo-schemas.ts';

/** 'Add photo': the photo (required), then caption, text and category, all optional. */
export function AddPhoto({
  categories,
  category,
}: {
  categories: CategoryChoice[];
  category?: string;
}) {
  return (
    <FormModal
      title="Add photo"
      trigger={<AdminButton kind="add">Add photo</AdminButton>}
      schema={photoAddSchema}
      // The filter being looked at is the likeliest category for a new photo.
      defaultValues={{ caption: '', text: '', alt: '', category: category ?? '', image: null }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(values, send) => galleryApi.add(values, send)}
    >
      {(form) => (
        <>
          <ImageField
            control={form.control}
            name="image"
            label="Photo"
            policy="strict"
            hint="JPEG or PNG, up to 20 MB."
          />
          <PhotoFields control={form.control} categories={categories} />
        </>
      )}
    </FormModal>
  );
}
