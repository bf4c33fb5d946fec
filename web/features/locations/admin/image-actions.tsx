import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { type Location, type LocationImage, locationImageUpdateSchema } from '#shared/schemas/location.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { locationsApi } from './locations-api.ts';

interface ImageActionProps {
  location: Pick<Location, '_id'>;
  image: LocationImage;
  /** How the image is named in the list ('image 3'). */
  label: string;
}

/** 'Edit alt text' of one carousel image. */
export function EditImageAlt({ location, image, label }: ImageActionProps) {
  return (
    <FormModal
      title="Edit alt text"
      description="Describe what the photo shows, for people who cannot see it."
      trigger={
        <AdminButton kind="edit" aria-label={`Edit alt text of ${label}`}>
          Alt text
        </AdminButton>
      }
      schema={locationImageUpdateSchema}
      defaultValues={{ alt: image.alt }}
      success={messages.notify.edited}
      submit={(values) => locationsApi.updateImage(location._id, image._id, values.alt)}
    >
      {(form) => (
        <>
          <ImagePreview src={image.image} alt="" />
          <TextField control={form.control} name="alt" label="Alt text" rows={2} maxLength={textLimits.alt} hint="Left empty, the page names the place and the position instead." />
        </>
      )}
    </FormModal>
  );
}

/** Removes one carousel image after SPEC's question. */
export function DeleteImage({ location, image, label }: ImageActionProps) {
  return (
    <ConfirmDelete
      title="Delete image"
      trigger={
        <AdminButton kind="delete" aria-label={`Delete ${label}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => locationsApi.removeImage(location._id, image._id)}
      trashId={image._id}
      name={label}
    >
      <ImagePreview src={image.image} alt={image.alt} />
    </ConfirmDelete>
  );
}
