import type { Video } from '#shared/schemas/video.ts';
import { AdminBar, AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { DeleteVideo } from './delete-video.tsx';
import { EditVideo } from './edit-video.tsx';
import type { CategoryChoice } from './video-fields.tsx';
import { VimeoPending } from './vimeo-pending.tsx';

/*
 * The work page's admin chunk: routes/videos.tsx loads these with lazyAdmin, so only a
 * signed-in administrator downloads them (and dnd-kit with the sort mode).
 */
export { AddVideo } from './add-video.tsx';
export { VideoSorter } from './video-sorter.tsx';

/** Edit and Delete for one video, laid over its card; 'Fetch again' while Vimeo's details are missing. */
export function VideoActions({
  video,
  categories,
}: {
  video: Video;
  categories: CategoryChoice[];
}) {
  return (
    <>
      <AdminBar>
        <EditVideo video={video} categories={categories} />
        <DeleteVideo video={video} />
      </AdminBar>
      {video.vimeo_response === null && <VimeoPending video={video} />}
    </>
  );
}

/** Opens the sort mode; offered only while 'All' is selected (SPEC.md section 2). */
export function SortVideosButton({ onClick }: { onClick: () => void }) {
  return <AdminButton onClick={onClick}>Sort videos</AdminButton>;
}
