import { useLoaderData, useNavigation } from 'react-router';
import { CategoryFilter } from '#web/components/category-filter.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import pageStyles from '#web/components/page.module.css';
import { PhotoList } from '#web/features/gallery/photo-list.tsx';
import { listHref, readListQuery } from '#web/lib/list-query.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/gallery.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category, page } = readListQuery(new URL(request.url));
  const [result, categories] = await Promise.all([
    context.content.photoPage(category, page),
    context.content.categories('photo'),
  ]);
  return {
    photos: result.data,
    pages: result.pages,
    page,
    category,
    categories: categories
      .filter((c) => c.count_items > 0)
      .map(({ _id, caption }) => ({ _id, caption })),
    publicUrl: context.settings.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.categories.find((c) => c._id === loaderData.category);
  return pageMeta({
    title: category ? `Gallery: ${category.caption}` : 'Gallery',
    description: 'Stills and behind-the-scenes photographs from our shoots and locations.',
    path: listHref('/gallery', category?._id, 1),
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.photos[0]?.image,
  });
};

export default function Gallery() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const replacing = navigation.state === 'loading' && navigation.location.pathname === '/gallery';
  return (
    <div className={pageStyles.page}>
      <PageHeader kicker="Stills and locations" title="Gallery" />
      <CategoryFilter
        label="Photo categories"
        categories={data.categories}
        active={data.category}
      />
      <PhotoList
        key={`${data.category ?? 'all'}:${data.page}`}
        first={data}
        category={data.category}
        replacing={replacing}
      />
    </div>
  );
}
