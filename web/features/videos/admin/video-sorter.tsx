import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useEffect, useMemo, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { Spinner as PageSpinner } from '#web/components/spinner.tsx';
import { useAdminAction } from '#web/components/admin/form/use-admin-action.ts';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import buttonStyles from '#web/components/admin/ui/modal.module.css';
import { SortableVideo } from './sortable-video.tsx';
import { videosApi } from './videos-api.ts';
import styles from './video-sorter.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; original: Video[] };

const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a video, press Space or Enter. Move it with the arrow keys, press Space or Enter to drop it, or Escape to cancel.',
};

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/** What screen readers hear while a video moves (made once per order, see useMemo below). */
function announcements(videos: Video[]): Announcements {
  // Whether the video being moved has left its place yet.
  let left = false;
  const name = (id: UniqueIdentifier) => videos.find((v) => v._id === id)?.caption ?? 'the video';
  const position = (id: UniqueIdentifier | undefined) => videos.findIndex((v) => v._id === id) + 1;
  const of = `of ${videos.length}`;
  return {
    onDragStart: ({ active }) => {
      left = false;
      return `Picked up ${name(active.id)}, position ${position(active.id)} ${of}.`;
    },
    onDragOver: ({ active, over }) => {
      // Being over its own place at the start would drown out 'Picked up'.
      if (over?.id === active.id && !left) return undefined;
      left = true;
      return over
        ? `${name(active.id)} moved to position ${position(over.id)} ${of}.`
        : `${name(active.id)} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} ${of}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${name(active.id)} was cancelled; it is back at its place.`,
  };
}

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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press first, so a finger can still scroll the list past the handles.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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

  const accessibility = useMemo(
    () => ({ announcements: announcements(order), screenReaderInstructions: instructions }),
    [order],
  );
  const original = loaded.status === 'ready' ? loaded.original : [];
  const changed = order.some((v, i) => v._id !== original[i]?._id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setOrder((current) => {
      const from = current.findIndex((v) => v._id === active.id);
      const to = current.findIndex((v) => v._id === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  const save = () =>
    void run(
      (send) =>
        videosApi.saveOrder(
          order.map((v) => v._id),
          send,
        ),
      {
        success: messages.notify.edited,
        onSuccess: onLeave,
      },
    );
  const cancel = () => {
    setOrder(original);
    onLeave();
  };

  return (
    <section
      className={styles.sorter}
      aria-labelledby="sort-title"
      aria-busy={pending || loaded.status === 'loading'}
    >
      <div className={styles.bar}>
        <h2 id="sort-title" className={styles.title}>
          Sort mode
        </h2>
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={cancel}
            disabled={pending}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={save}
            disabled={pending || !changed}
            aria-busy={pending}
          >
            {pending && <Spinner />}
            Save
          </button>
        </div>
      </div>
      <p className={styles.help}>
        Drag a video by its handle, or focus the handle and press Space, the arrow keys, then Space.
        Save keeps the new order on the work page.
      </p>
      {loaded.status === 'loading' ? (
        <div className={styles.loading}>
          <PageSpinner label="Loading all videos" />
        </div>
      ) : order.length === 0 ? (
        <p className={styles.empty}>No videos</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          // Places measured up front, so an arrow key pressed right after picking up already moves.
          measuring={measuring}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={order.map((v) => v._id)} strategy={verticalListSortingStrategy}>
            <ol className={styles.list} aria-label="Videos in their order on the work page">
              {order.map((video, i) => (
                <SortableVideo
                  key={video._id}
                  video={video}
                  position={i + 1}
                  moved={original[i]?._id !== video._id}
                  disabled={pending}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
