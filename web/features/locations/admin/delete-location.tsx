import { useNavigate } from 'react-router';
import type { Location } from '#shared/schemas/location.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import type { LocationLink } from '#web/lib/location-links.ts';
import { locationsApi } from './locations-api.ts';

/** Deletes the location (its images go with it), then opens another location, or the home page. */
export function DeleteLocation({ location, others }: { location: Location; others: LocationLink[] }) {
  const navigate = useNavigate();
  return (
    <ConfirmDelete
      title={`Delete ${location.name}`}
      trigger={
        <AdminButton kind="delete" tone="overlay">
          Delete location
        </AdminButton>
      }
      onConfirm={async () => {
        await locationsApi.remove(location._id);
        await navigate(others[0]?.path ?? '/', { replace: true });
      }}
      trashId={location._id}
    >
      <ImagePreview src={location.hero.image} alt={location.hero.alt} />
      <p>
        The page {location.path} and its {location.images.length} carousel images will be deleted.
      </p>
    </ConfirmDelete>
  );
}
