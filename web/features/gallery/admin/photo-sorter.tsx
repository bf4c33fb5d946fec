import type { Photo } from '#shared/schemas/photo.ts';
import { LoadedListSorter } from '#web/components/admin/sortable/loaded-list-sorter.tsx';
import { SortItem } from '#web/components/admin/sortable/sort-item.tsx';
import { photoAlt } from '../photo-grid.tsx';
import { galleryApi } from './gallery-api.ts';

const photoId = (photo: Photo) => photo._id;

/**
 * The gallery's sort mode: every photo (all pages, not only those loaded on the page), since the
 * order is one for all photos and each category's page shows its photos in it.
 */
export function PhotoSorter({ onLeave }: { onLeave: () => void }) {
  return (
    <LoadedListSorter
      title="Photo order"
      opener="Sort photos"
      help="Drag a photo by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order in the gallery and in every category."
      load={galleryApi.all}
      loadingLabel="Loading every photo"
      empty="No photos"
      failed="The photos could not be loaded."
      getId={photoId}
      getName={photoAlt}
      noun="photo"
      label="Photos in their order in the gallery"
      save={galleryApi.saveOrder}
      onLeave={onLeave}
    >
      {(photo) => (
        <SortItem
          picture={photo.picture}
          caption={photo.caption || photoAlt(photo)}
          meta={photo.category?.caption ?? 'No category'}
        />
      )}
    </LoadedListSorter>
  );
}
