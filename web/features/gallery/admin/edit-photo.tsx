import { messages } from '#shared/messages.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { galleryApi } from './gallery-api.ts';
import { type CategoryChoice, PhotoFields } from './photo-fields.tsx';
import { photoEditSchema } from './photo-schemas.ts';
import styles from './gallery-admin.module.css';

export function EditPhoto({
  photo,
  label,
  categories,
}: {
  photo: Photo;
  label: string;
  categories: CategoryChoice[];
}) {
  return (
    <FormModal
      title="Edit photo"
      trigger={
        <AdminButton
          kind="edit"
          tone="overlay"
          className={styles.iconOnly}
          aria-label={`Edit ${label}`}
          title="Edit"
        >
          Edit
        </AdminButton>
      }
      schema={photoEditSchema}
      defaultValues={{
        caption: photo.caption,
        text: photo.text,
        alt: photo.alt,
        category: photo.category?._id ?? '',
        image: null,
      }}
      success={messages.notify.edited}
      // Every field is sent, '' included, so clearing one clears it.
      submit={(v) =>
        galleryApi.update(
          photo._id,
          { caption: v.caption, text: v.text, alt: v.alt, category: v.category ?? '' },
          {},
        )
      }
    >
      {(form) => (
        <>
          <ImagePreview src={photo.image} alt={label} />
          <PhotoFields control={form.control} categories={categories} />
        </>
      )}
    </FormModal>
  );
}
