import type { ReactNode } from 'react';
import type { Video } from '#shared/schemas/video.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import pageStyles from '#web/components/page.module.css';
import { Spinner } from '#web/components/spinner.tsx';
import { listHref } from '#web/lib/list-query.ts';
import { useLoadMore, type PageOf } from '#web/lib/use-load-more.ts';
import { VideoGrid } from './video-grid.tsx';

export interface VideoListData {
  videos: Video[];
  page: number;
  totalPages: number;
}

interface VideoListProps {
  first: VideoListData;
  category: string | undefined;
  /** A new filter is loading: the old cards stay under a spinner. */
  replacing: boolean;
  /** The admin's controls for one video. */
  videoActions?: (video: Video) => ReactNode;
}

function read(data: VideoListData): PageOf<Video> {
  return { page: data.page, items: data.videos, totalPages: data.totalPages };
}

export function VideoList({ first, category, replacing, videoActions }: VideoListProps) {
  const { items, canLoadMore, loading, loadMore } = useLoadMore<Video, VideoListData>({
    first: read(first),
    href: (page) => listHref('/videos', category, page),
    read,
  });
  return (
    <div className={pageStyles.list} aria-busy={replacing}>
      {replacing && <Spinner overlay />}
      {items.length === 0 ? (
        <p className={pageStyles.empty}>No videos</p>
      ) : (
        <VideoGrid videos={items} videoActions={videoActions} />
      )}
      {canLoadMore && <LoadMore loading={loading} onClick={loadMore} />}
    </div>
  );
}
