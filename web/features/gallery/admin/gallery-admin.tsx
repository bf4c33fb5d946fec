import type { Photo } from '#shared/schemas/photo.ts';
import { AdminBar, AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { DeletePhoto } from './delete-photo.tsx';
import { EditPhoto } from './edit-photo.tsx';
import type { CategoryChoice } from './photo-fields.tsx';

/*
 * The gallery's admin chunk: routes/gallery.tsx loads these with lazyAdmin, so only a
 * signed-in administrator downloads them.
 */
export { AddPhoto } from './add-photo.tsx';
export { AddPhotos } from './add-photos.tsx';
export { PhotoSorter } from './photo-sorter.tsx';

/** Opens the sort mode; offered only while 'All' is shown (the order is one for all photos). */
export function SortPhotosButton({ onClick }: { onClick: () => void }) {
  return <AdminButton onClick={onClick}>Sort photos</AdminButton>;
}

/** Edit and Delete for one photo, laid over its corner. `label` names the photo as its tile does. */
export function PhotoActions({
  photo,
  label,
  categories,
}: {
  photo: Photo;
  label: string;
  categories: CategoryChoice[];
}) {
  return (
    <AdminBar>
      <EditPhoto photo={photo} label={label} categories={categories} />
      <DeletePhoto photo={photo} label={label} />
    </AdminBar>
  );
}
