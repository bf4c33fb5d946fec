import type { Slide } from '#shared/schemas/slide.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { slidesApi } from './slides-api.ts';

export function DeleteSlide({ slide }: { slide: Slide }) {
  const label = slide.caption || slide.text || 'untitled';
  return (
    <ConfirmDelete
      title="Delete slide"
      trigger={
        <AdminButton kind="delete" tone="overlay" aria-label={`Delete slide ${label}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => slidesApi.remove(slide._id)}
      trashId={slide._id}
      name={slide.caption}
    >
      <ImagePreview src={slide.image} alt={label} shade={slide.transparency} />
    </ConfirmDelete>
  );
}
