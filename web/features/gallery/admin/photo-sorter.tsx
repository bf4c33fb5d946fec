import { useEffect, useState } from 'react';
import type { Photo } from '#shared/schemas/photo.ts';
import { ListSorter } from '#web/components/admin/sortable/list-sorter.tsx';
import { SortPanel } from '#web/components/admin/sortable/sort-panel.tsx';
import { SortItem } from '#web/components/admin/sortable/sort-item.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { photoAlt } from '../photo-grid.tsx';
import { galleryApi } from './gallery-api.ts';
import styles from './gallery-admin.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; photos: Photo[] } | { status: 'failed' };

const photoId = (photo: Photo) => photo._id;

/**
 * The gallery's sort mode: every photo (all pages, not only those loaded on the page), since the
 * order is one for all photos and each category's page shows its photos in it.
 */
export function PhotoSorter({ onLeave }: { onLeave: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    galleryApi
      .all(controller.signal)
      .then((photos) => !controller.signal.aborted && setLoaded({ status: 'ready', photos }))
      // The API client has already said what went wrong.
      .catch(() => !controller.signal.aborted && setLoaded({ status: 'failed' }));
    return () => controller.abort();
  }, []);

  if (loaded.status !== 'ready') {
    return (
      <SortPanel
        title="Photo order"
        help=""
        pending={false}
        busy={loaded.status === 'loading'}
        changed={false}
        onSave={onLeave}
        onCancel={onLeave}
      >
        {loaded.status === 'loading' ? (
          <div className={styles.sorterLoading}>
            <Spinner label="Loading every photo" />
          </div>
        ) : (
          <p>The photos could not be loaded.</p>
        )}
      </SortPanel>
    );
  }
  return (
    <ListSorter
      title="Photo order"
      help="Drag a photo by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order in the gallery and in every category."
      items={loaded.photos}
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
    </ListSorter>
  );
}
