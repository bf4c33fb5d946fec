import type { Video } from '#shared/schemas/video.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { videosApi } from './videos-api.ts';

export function DeleteVideo({ video }: { video: Video }) {
  return (
    <ConfirmDelete
      title="Delete video"
      trigger={
        <AdminButton kind="delete" tone="overlay" aria-label={`Delete ${video.caption}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => videosApi.remove(video._id)}
      trashId={video._id}
      name={video.caption}
    >
      <ImagePreview src={video.image} alt={video.caption} emptyText={video.caption} />
      <p>
        <strong>{video.caption}</strong>
        {video.category && ` · ${video.category.caption}`}
      </p>
    </ConfirmDelete>
  );
}
