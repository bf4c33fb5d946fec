import { useState } from 'react';
import { data as answer, useLoaderData, useLocation, useNavigation } from 'react-router';
import { CategoryFilter } from '#web/components/category-filter.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isUnknownCategory, UnknownCategory } from '#web/components/unknown-category.tsx';
import pageStyles from '#web/components/page.module.css';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { VideoList } from '#web/features/videos/video-list.tsx';
import { listHref } from '#web/lib/list-query.ts';
import { lastShownPage, readListQuery } from '#web/lib/list-query.server.ts';
import { listShouldRevalidate } from '#web/lib/list-revalidation.ts';
import { isLoadMoreFailed, keepListOnFailedLoadMore } from '#web/lib/load-more-failure.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { siteSettingsOf } from '#web/lib/site-settings.ts';
import type { Route } from './+types/videos.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category, page, pages: count } = readListQuery(new URL(request.url));
  const result = await context.content.videoPage(category, page, count);
  const unknownCategory = isUnknownCategory(category, result.categories);
  const list = {
    videos: result.videos,
    // Every category with its count: visitors see those with items, the admin all of them.
    categories: result.categories.map(({ _id, caption, count_items }) => ({
      _id,
      caption,
      count_items,
    })),
    totalPages: result.totalPages,
    from: page,
    page: lastShownPage(page, count, result.totalPages),
    category,
    publicUrl: context.settings.publicUrl,
    unknownCategory,
  };
  return answer(list, { status: unknownCategory ? 404 : 200 });
}

// 'Load more' puts the number of pages in the address; the list has them already (web/lib/list-revalidation.ts).
export const shouldRevalidate = listShouldRevalidate;

// A failed 'Load more' stays beside its button instead of replacing the page (web/lib/load-more-failure.ts).
export const clientLoader = keepListOnFailedLoadMore<Awaited<ReturnType<typeof loader>>>;

/** The company's name from the settings: its offices and countries are content too. */
const workDescription = (matches: Route.MetaArgs['matches']) =>
  `Commercials, music videos and films ${siteSettingsOf(matches).companyName} produced and serviced.`;

export const meta: Route.MetaFunction = ({ loaderData: answer, matches }) => {
  // A page's data is never the mark of a failed 'Load more': only that fetch's is.
  const loaderData = isLoadMoreFailed(answer) ? undefined : answer;
  const category = loaderData?.categories.find((c) => c._id === loaderData.category);
  return pageMeta({
    matches,
    title: category ? `Work: ${category.caption}` : 'Work',
    description: category
      ? `${category.caption}. ${workDescription(matches)}`
      : workDescription(matches),
    path: listHref('/videos', category?._id, 1),
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.videos[0]?.picture ?? loaderData?.videos[0]?.image,
    trail: [
      { name: 'Work', path: '/videos' },
      ...(category ? [{ name: category.caption, path: listHref('/videos', category._id, 1) }] : []),
    ],
    noindex: loaderData?.unknownCategory ?? false,
  });
};

// Admin controls: two chunks (the page's own and the category tools), fetched only once a
// signed-in administrator is here.
const videosAdmin = () => import('#web/features/videos/admin/videos-admin.tsx');
const categoryAdmin = () => import('#web/features/categories/admin/category-admin.tsx');
const AddVideo = lazyAdmin(() => videosAdmin().then((m) => m.AddVideo));
const VideoActions = lazyAdmin(() => videosAdmin().then((m) => m.VideoActions));
const SortVideosButton = lazyAdmin(() => videosAdmin().then((m) => m.SortVideosButton));
const VideoSorter = lazyAdmin(() => videosAdmin().then((m) => m.VideoSorter));
const AddCategory = lazyAdmin(() => categoryAdmin().then((m) => m.AddCategory));
const CategoryActions = lazyAdmin(() => categoryAdmin().then((m) => m.CategoryActions));

export default function Videos() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const admin = useIsAdmin();
  // The sort mode belongs to the page as it was opened: any navigation (a filter) leaves it.
  const [sortingAt, setSortingAt] = useState<string | null>(null);
  const sorting = admin && data.category === undefined && sortingAt === location.key;
  const replacing = navigation.state === 'loading' && navigation.location.pathname === '/videos';
  // Visitors only see categories that have something in them (SPEC.md section 2).
  const categories = admin ? data.categories : data.categories.filter((c) => c.count_items > 0);
  return (
    <div className={pageStyles.page}>
      <PageHeader kicker="Selected work" title="Work" />
      {admin && !sorting && (
        <div className={pageStyles.adminToolbar}>
          <AddVideo categories={data.categories} />
          <AddCategory type="gallery" />
          {data.category === undefined && (
            <SortVideosButton onClick={() => setSortingAt(location.key)} />
          )}
        </div>
      )}
      <CategoryFilter
        label="Video categories"
        categories={categories}
        active={data.category}
        showCounts={admin}
        categoryActions={
          admin && !sorting
            ? (c) => (
                <CategoryActions
                  category={c}
                  type="gallery"
                  active={data.category}
                  allHref="/videos"
                />
              )
            : undefined
        }
      />
      {sorting ? (
        <VideoSorter onLeave={() => setSortingAt(null)} />
      ) : data.unknownCategory ? (
        <UnknownCategory allHref="/videos" allLabel="See all work" />
      ) : (
        <VideoList
          key={`${data.category ?? 'all'}:${data.from}-${data.page}`}
          first={data}
          category={data.category}
          replacing={replacing}
          videoActions={
            admin
              ? (video) => <VideoActions video={video} categories={data.categories} />
              : undefined
          }
        />
      )}
    </div>
  );
}
