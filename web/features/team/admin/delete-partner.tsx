import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
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
