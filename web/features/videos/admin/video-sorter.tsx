import { useEffect, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { Spinner as PageSpinner } from '#web/components/spinner.tsx';
import { useAdminAction } from '#web/components/admin/form/use-admin-action.ts';
import { SortPanel } from '#web/components/admin/sortable/sort-panel.tsx';
import { SortableList } from '#web/components/admin/sortable/sortable-list.tsx';
import { SortableVideo } from './sortable-video.tsx';
import { videosApi } from './videos-api.ts';
import styles from './video-sorter.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; original: Video[] };

const videoId = (v: Video) => v._id;
const videoName = (v: Video) => v.caption;

/**
 * The sort mode (SPEC.md section 4): every video (GET /api/gallery/gallery-all) as a list to
 * drag into order with the mouse, a finger or the keyboard. Save sends the order and reloads
 * the page's list; Cancel drops the changes and leaves the mode. A failed load gives an empty
 * list, as the spec says; the API client has already told what went wrong.
 */
export function VideoSorter({ onLeave }: { onLeave: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [order, setOrder] = useState<Video[]>([]);
  const { pending, run } = useAdminAction();

  useEffect(() => {
    const controller = new AbortController();
    videosApi
      .all(controller.signal)
      .then(({ data }) => data)
      .catch(() => [])
      .then((videos) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'ready', original: videos });
        setOrder(videos);
      });
    return () => controller.abort();
  }, []);

  const original = loaded.status === 'ready' ? loaded.original : [];
  const changed = order.some((v, i) => v._id !== original[i]?._id);

  const save = () =>
    void run((send) => videosApi.saveOrder(order.map(videoId), send), {
      success: messages.notify.edited,
      onSuccess: onLeave,
    });
  const cancel = () => {
    setOrder(original);
    onLeave();
  };

  return (
    <SortPanel
      title="Sort mode"
      help="Drag a video by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order on the work page."
      pending={pending}
      busy={loaded.status === 'loading'}
      changed={changed}
      onSave={save}
      onCancel={cancel}
    >
      {loaded.status === 'loading' ? (
        <div className={styles.loading}>
          <PageSpinner label="Loading all videos" />
        </div>
      ) : order.length === 0 ? (
        <p className={styles.empty}>No videos</p>
      ) : (
        <SortableList
          items={order}
          original={original}
          getId={videoId}
          getName={videoName}
          noun="video"
          label="Videos in their order on the work page"
          onChange={setOrder}
          disabled={pending}
        >
          {(video) => <SortableVideo video={video} />}
        </SortableList>
      )}
    </SortPanel>
  );
}
