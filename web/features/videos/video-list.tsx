import { limits } from '#shared/limits.ts';
import type { ReactNode } from 'react';
import type { Video } from '#shared/schemas/video.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import pageStyles from '#web/components/page.module.css';
import { Spinner } from '#web/components/spinner.tsx';
import { listAddress, listHref, loadMoreAddress, pageAnchorAt } from '#web/lib/list-query.ts';
import { useLoadMore, type PageOf } from '#web/lib/use-load-more.ts';
import { usePagesInAddress } from '#web/lib/use-pages-in-address.ts';
import { VideoGrid } from './video-grid.tsx';

export interface VideoListData {
  videos: Video[];
  /** The first and the last page of `videos`. */
  from: number;
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
  return { from: data.from, page: data.page, items: data.videos, totalPages: data.totalPages };
}

export function VideoList({ first, category, replacing, videoActions }: VideoListProps) {
  const { items, list, lastPage, canLoadMore, loading, failed, loadMore } = useLoadMore<
    Video,
    VideoListData
  >({
    first: read(first),
    href: (page) => listHref('/videos', category, page),
    read,
  });
  const fromStart = first.from === 1;
  usePagesInAddress(fromStart ? lastPage : null);
  // Where a video's close control returns: this list, with its category and its pages.
  const backTo = listAddress('/videos', category, fromStart ? lastPage : 1);
  return (
    <div className={pageStyles.list} aria-busy={replacing} ref={list}>
      {replacing && <Spinner overlay />}
      {items.length === 0 ? (
        <p className={pageStyles.empty}>No videos</p>
      ) : (
        <VideoGrid
          videos={items}
          backTo={backTo}
          anchorAt={fromStart ? (i) => pageAnchorAt(i, limits.videosPageSize) : undefined}
          videoActions={videoActions}
        />
      )}
      {canLoadMore && (
        <LoadMore
          loading={loading}
          failed={failed}
          onClick={() => loadMore()}
          next={loadMoreAddress('/videos', category, fromStart, lastPage)}
        />
      )}
    </div>
  );
}
