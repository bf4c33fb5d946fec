import { limits } from '#shared/limits.ts';
import type { ReactNode } from 'react';
import type { Photo } from '#shared/schemas/photo.ts';
import { Lightbox } from '#web/components/carousel/lightbox.tsx';
import { LoadMore } from '#web/components/load-more.tsx';
import pageStyles from '#web/components/page.module.css';
import { Spinner } from '#web/components/spinner.tsx';
import { listAddress, listHref, loadMoreAddress, pageAnchorAt } from '#web/lib/list-query.ts';
import { useLoadMore, type PageOf } from '#web/lib/use-load-more.ts';
import { usePagesInAddress } from '#web/lib/use-pages-in-address.ts';
import { usePhotoAddress } from './photo-address.ts';
import { PhotoGrid, photoAlt } from './photo-grid.tsx';

export interface PhotoListData {
  photos: Photo[];
  /** The first and the last page of `photos`. */
  from: number;
  page: number;
  pages: number;
  /** How many photos the list has. */
  total: number;
  /** The photo the address opens (/gallery/{id}), as the server read it. */
  photo: Photo | null;
}

interface PhotoListProps {
  first: PhotoListData;
  category: string | undefined;
  replacing: boolean;
  /** The admin's controls for one photo. */
  photoActions?: (photo: Photo) => ReactNode;
}

function read(data: PhotoListData): PageOf<Photo> {
  return { from: data.from, page: data.page, items: data.photos, totalPages: data.pages };
}

const slideOf = (p: Photo) => ({
  key: p._id,
  picture: p.picture,
  alt: photoAlt(p),
  caption: p.caption,
  text: p.text,
});

export function PhotoList({ first, category, replacing, photoActions }: PhotoListProps) {
  const { items, list, lastPage, canLoadMore, loading, failed, loadMore } = useLoadMore<Photo, PhotoListData>({
    first: read(first),
    href: (page) => listHref('/gallery', category, page),
    read,
  });
  const shownPages = first.from === 1 ? lastPage : null;
  const viewer = usePhotoAddress(shownPages);
  // While a photo is open its moves write `?pages=` (usePhotoAddress): a second writer (the
  // viewer's 'Next' loads a page) could land after its close and open it again.
  usePagesInAddress(viewer.openId === undefined ? shownPages : null);
  const index = viewer.openId === undefined ? -1 : items.findIndex((p) => p._id === viewer.openId);
  // A photo the shown pages do not hold (a shared link to a later page, another category): alone.
  const alone = index === -1 ? [first.photo, viewer.remembered].find((p) => p && p._id === viewer.openId) : undefined;
  const slides = alone ? [slideOf(alone)] : items.map(slideOf);
  const openIndex = alone ? 0 : index === -1 ? null : index;
  return (
    <div className={pageStyles.list} aria-busy={replacing} ref={list}>
      {replacing && <Spinner overlay />}
      {items.length === 0 ? (
        <p className={pageStyles.empty}>No photos</p>
      ) : (
        <PhotoGrid
          photos={items}
          hrefOf={viewer.href}
          onOpen={(i) => items[i] && viewer.open(items[i])}
          anchorAt={first.from === 1 ? (i) => pageAnchorAt(i, limits.photosPageSize) : undefined}
          photoActions={photoActions}
        />
      )}
      {canLoadMore && (
        <LoadMore
          loading={loading}
          failed={failed}
          onClick={() => loadMore()}
          next={loadMoreAddress('/gallery', category, first.from === 1, lastPage)}
        />
      )}
      <Lightbox
        items={slides}
        openIndex={openIndex}
        onClose={viewer.close}
        onSelect={(i) => !alone && items[i] && viewer.show(items[i])}
        title="Photo gallery"
        inline
        total={alone ? 1 : first.total}
        // The viewer goes on past the photos loaded so far, loading the next page as it does.
        onMore={alone || !canLoadMore ? undefined : () => loading || loadMore({ keepFocus: true })}
        moreFailed={failed}
        closeTo={listAddress('/gallery', category, first.from === 1 ? lastPage : 1)}
        addressOf={(i) => {
          const photo = alone ?? items[i];
          return photo ? viewer.href(photo) : '/gallery';
        }}
        focusOnClose={(id) => list.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(id)}"]`)}
      />
    </div>
  );
}
