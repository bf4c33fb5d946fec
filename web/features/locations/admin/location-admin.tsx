import type { Location } from '#shared/schemas/location.ts';
import { AdminBar, AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import type { LocationLink } from '#web/lib/location-links.ts';
import { DeleteLocation } from './delete-location.tsx';
import { AddLocation, EditLocation } from './location-editor.tsx';

/*
 * The location page's admin chunk: routes/location.tsx loads these with lazyAdmin, so only a
 * signed-in administrator downloads them (and dnd-kit with the sort mode).
 */
export { AddLocation } from './location-editor.tsx';
export { CarouselAdmin } from './carousel-admin.tsx';

/** Over the hero: edit this location, add another, delete this one. */
export function LocationToolbar({ location, others }: { location: Location; others: LocationLink[] }) {
  return (
    <AdminBar>
      <EditLocation
        location={location}
        trigger={
          <AdminButton kind="edit" tone="overlay">
            Edit location
          </AdminButton>
        }
      />
      <AddLocation tone="overlay" />
      <DeleteLocation location={location} others={others} />
    </AdminBar>
  );
}
