import { AdminButton } from '#web/features/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/features/admin/ui/confirm-delete.tsx';
import { ImagePreview } from '#web/features/admin/form/fields/image-preview.tsx';
import { teamApi } from './team-api.ts';

export function DeletePartner({ name, label }: { name: string; label: string }) {
  return (
    <ConfirmDelete
      title="Delete partner"
      trigger={
        <AdminButton kind="delete" aria-label={`Delete ${label}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => teamApi.removePartner(name)}
    >
      <ImagePreview src={`/logos/${encodeURIComponent(name)}`} alt={label} shape="logo" />
    </ConfirmDelete>
  );
}
