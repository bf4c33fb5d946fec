import { type ReactNode, useState } from 'react';
import type { Photo } from '#shared/schemas/photo.ts';
import { Lightbox } from '#web/components/carousel/lightbox.tsx';
import { LoadMore } from '#web/components/load-more.tsx';
import pageStyles from '#web/components/page.module.css';
import { Spinner } from '#web/components/spinner.tsx';
import { listHref } from '#web/lib/list-query.ts';
import { useLoadMore, type PageOf } from '#web/lib/use-load-more.ts';
import { PhotoGrid, photoAlt } from './photo-grid.tsx';

export interface PhotoListData {
  photos: Photo[];
  page: number;
  pages: number;
}

interface PhotoListProps {
  first: PhotoListData;
  category: string | undefined;
  replacing: boolean;
  /** The admin's controls for one photo. */
  photoActions?: (photo: Photo) => ReactNode;
}

function read(data: PhotoListData): PageOf<Photo> {
  return { page: data.page, items: data.photos, totalPages: data.pages };
}

export function PhotoList({ first, category, replacing, photoActions }: PhotoListProps) {
  const { items, canLoadMore, loading, loadMore } = useLoadMore<Photo, PhotoListData>({
    first: read(first),
    href: (page) => listHref('/gallery', category, page),
    read,
  });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const slides = items.map((p) => ({
    key: p._id,
    picture: p.picture,
    alt: photoAlt(p),
    caption: p.caption,
    text: p.text,
  }));
  return (
    <div className={pageStyles.list} aria-busy={replacing}>
      {replacing && <Spinner overlay />}
      {items.length === 0 ? (
        <p className={pageStyles.empty}>No photos</p>
      ) : (
        <PhotoGrid photos={items} onOpen={setOpenIndex} photoActions={photoActions} />
      )}
      {canLoadMore && <LoadMore loading={loading} onClick={loadMore} />}
      <Lightbox
        items={slides}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        title="Photo gallery"
      />
    </div>
  );
}
