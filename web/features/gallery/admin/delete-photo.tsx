import type { Photo } from '#shared/schemas/photo.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { galleryApi } from './gallery-api.ts';
import styles from './gallery-admin.module.css';

export function DeletePhoto({ photo, label }: { photo: Photo; label: string }) {
  return (
    <ConfirmDelete
      title="Delete photo"
      trigger={
        <AdminButton
          kind="delete"
          tone="overlay"
          className={styles.iconOnly}
          aria-label={`Delete ${label}`}
          title="Delete"
        >
          Delete
        </AdminButton>
      }
      onConfirm={() => galleryApi.remove(photo._id)}
      trashId={photo._id}
      name={label}
    >
      <ImagePreview src={photo.image} alt={label} />
    </ConfirmDelete>
  );
}
