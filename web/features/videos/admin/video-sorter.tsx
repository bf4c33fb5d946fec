import type { Video } from '#shared/schemas/video.ts';
import { LoadedListSorter } from '#web/components/admin/sortable/loaded-list-sorter.tsx';
import { SortItem } from '#web/components/admin/sortable/sort-item.tsx';
import { videosApi } from './videos-api.ts';

const videoId = (v: Video) => v._id;
const videoName = (v: Video) => v.caption;
const loadAll = (signal: AbortSignal) => videosApi.all(signal).then(({ data }) => data);

/**
 * The sort mode (SPEC.md section 4): every video (GET /api/gallery/gallery-all) as a list to
 * drag into order with the mouse, a finger or the keyboard. Save sends the order and reloads
 * the page's list; Cancel drops the changes and leaves the mode. A failed load gives an empty
 * list, as the spec says.
 */
export function VideoSorter({ onLeave }: { onLeave: () => void }) {
  return (
    <LoadedListSorter
      title="Sort mode"
      opener="Sort videos"
      help="Drag a video by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order on the work page."
      load={loadAll}
      loadingLabel="Loading all videos"
      empty="No videos"
      getId={videoId}
      getName={videoName}
      noun="video"
      label="Videos in their order on the work page"
      save={videosApi.saveOrder}
      // SPEC's order call puts videos it does not name after the others: one added meanwhile
      // would go to the end unseen, so the list is read again before Save.
      checkFirst
      onLeave={onLeave}
    >
      {(video) => (
        <SortItem
          picture={video.picture}
          src={video.image ?? video.vimeo_response?.thumbnail_url ?? undefined}
          shape="video"
          caption={video.caption}
          meta={[video.category?.caption, video.director].filter(Boolean).join(' · ') || 'No category'}
        />
      )}
    </LoadedListSorter>
  );
}
