import { useLoaderData, useNavigation } from 'react-router';
import { CategoryFilter } from '#web/components/category-filter.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import pageStyles from '#web/components/page.module.css';
import { VideoList } from '#web/features/videos/video-list.tsx';
import { listHref, readListQuery } from '#web/lib/list-query.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/videos.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category, page } = readListQuery(new URL(request.url));
  const result = await context.content.videoPage(category, page);
  return {
    videos: result.videos,
    // Visitors only see categories that have something in them (SPEC.md section 2).
    categories: result.categories
      .filter((c) => c.count_items > 0)
      .map(({ _id, caption }) => ({ _id, caption })),
    totalPages: result.totalPages,
    page,
    category,
    publicUrl: context.settings.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.categories.find((c) => c._id === loaderData.category);
  return pageMeta({
    title: category ? `Work: ${category.caption}` : 'Work',
    description:
      'Commercials, music videos and films we produced and serviced in Ukraine, Georgia and Kazakhstan.',
    path: listHref('/videos', category?._id, 1),
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.videos[0]?.image,
  });
};

export default function Videos() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const replacing = navigation.state === 'loading' && navigation.location.pathname === '/videos';
  return (
    <div className={pageStyles.page}>
      <PageHeader kicker="Selected work" title="Work" />
      <CategoryFilter
        label="Video categories"
        categories={data.categories}
        active={data.category}
      />
      <VideoList
        key={`${data.category ?? 'all'}:${data.page}`}
        first={data}
        category={data.category}
        replacing={replacing}
      />
    </div>
  );
}
