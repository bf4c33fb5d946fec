import { useNavigate } from 'react-router';
import { limits } from '#shared/limits.ts';
import type { Location } from '#shared/schemas/location.ts';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import type { LocationLink } from '#web/lib/location-links.ts';
import { locationsApi } from './locations-api.ts';

/** What the question says goes: the page by its address as typed (not percent-encoded) and its images, to the trash. */
export function deletionSummary(location: Pick<Location, 'name' | 'images'>): string {
  const count = location.images.length;
  const images = count === 0 ? '' : ` and its ${count} carousel image${count === 1 ? '' : 's'}`;
  return `The page /${location.name}${images} will go to the Trash, where it can be restored for ${limits.trashDays} days.`;
}

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
      name={location.name}
    >
      <ImagePreview src={location.hero.image} alt={location.hero.alt} />
      <p>{deletionSummary(location)}</p>
    </ConfirmDelete>
  );
}
