import type { Partner } from '#shared/schemas/partner.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { teamApi } from './team-api.ts';

export function DeletePartner({ partner, label }: { partner: Partner; label: string }) {
  return (
    <ConfirmDelete
      title="Delete partner"
      trigger={
        <AdminButton kind="delete" aria-label={`Delete ${label}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => teamApi.removePartner(partner._id)}
      trashId={partner._id}
      name={label}
    >
      <ImagePreview src={partner.image} alt={partner.alt || label} shape="logo" />
    </ConfirmDelete>
  );
}
