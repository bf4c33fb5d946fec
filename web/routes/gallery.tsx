import { useState } from 'react';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { protectedPhotoCategory } from '#shared/limits.ts';
import { CategoryFilter } from '#web/components/category-filter.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import pageStyles from '#web/components/page.module.css';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { photoAlt } from '#web/features/gallery/photo-grid.tsx';
import { PhotoList } from '#web/features/gallery/photo-list.tsx';
import { listHref } from '#web/lib/list-query.ts';
import { readListQuery } from '#web/lib/list-query.server.ts';
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
    // Every category with its count: visitors see those with items, the admin all of them.
    categories: categories.map(({ _id, caption, count_items }) => ({ _id, caption, count_items })),
    publicUrl: context.settings.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.categories.find((c) => c._id === loaderData.category);
  return pageMeta({
    matches,
    title: category ? `Gallery: ${category.caption}` : 'Gallery',
    description: 'Stills and behind-the-scenes photographs from our shoots and locations.',
    path: listHref('/gallery', category?._id, 1),
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.photos[0]?.picture,
    trail: [
      { name: 'Gallery', path: '/gallery' },
      ...(category ? [{ name: category.caption, path: listHref('/gallery', category._id, 1) }] : []),
    ],
  });
};

// Admin controls: two chunks (the page's own and the category tools), fetched only once a
// signed-in administrator is here.
const galleryAdmin = () => import('#web/features/gallery/admin/gallery-admin.tsx');
const categoryAdmin = () => import('#web/features/categories/admin/category-admin.tsx');
const AddPhoto = lazyAdmin(() => galleryAdmin().then((m) => m.AddPhoto));
const AddPhotos = lazyAdmin(() => galleryAdmin().then((m) => m.AddPhotos));
const PhotoActions = lazyAdmin(() => galleryAdmin().then((m) => m.PhotoActions));
const SortPhotosButton = lazyAdmin(() => galleryAdmin().then((m) => m.SortPhotosButton));
const PhotoSorter = lazyAdmin(() => galleryAdmin().then((m) => m.PhotoSorter));
const AddCategory = lazyAdmin(() => categoryAdmin().then((m) => m.AddCategory));
const CategoryActions = lazyAdmin(() => categoryAdmin().then((m) => m.CategoryActions));

export default function Gallery() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const admin = useIsAdmin();
  const location = useLocation();
  // The sort mode belongs to the page as it was opened: any navigation (a filter) leaves it.
  const [sortingAt, setSortingAt] = useState<string | null>(null);
  const sorting = admin && data.category === undefined && sortingAt === location.key;
  const replacing = navigation.state === 'loading' && navigation.location.pathname === '/gallery';
  // Visitors only see categories that have something in them (SPEC.md section 2).
  const categories = admin ? data.categories : data.categories.filter((c) => c.count_items > 0);
  return (
    <div className={pageStyles.page}>
      <PageHeader kicker="Stills and locations" title="Gallery" />
      {admin && !sorting && (
        <div className={pageStyles.adminToolbar}>
          <AddPhoto
            categories={data.categories}
            category={
              data.categories.some((c) => c._id === data.category) ? data.category : undefined
            }
          />
          <AddPhotos
            categories={data.categories}
            category={
              data.categories.some((c) => c._id === data.category) ? data.category : undefined
            }
          />
          <AddCategory type="photo" />
          {data.category === undefined && data.photos.length > 1 && (
            <SortPhotosButton onClick={() => setSortingAt(location.key)} />
          )}
        </div>
      )}
      <CategoryFilter
        label="Photo categories"
        categories={categories}
        active={data.category}
        showCounts={admin}
        categoryActions={
          admin && !sorting
            ? (c) =>
                // The 'Ukraine' category is what the Ukraine page's 'See more' opens: it stays as it is.
                c.caption === protectedPhotoCategory ? null : (
                  <CategoryActions
                    category={c}
                    type="photo"
                    active={data.category}
                    allHref="/gallery"
                  />
                )
            : undefined
        }
      />
      {sorting ? (
        <PhotoSorter onLeave={() => setSortingAt(null)} />
      ) : (
        <PhotoList
          key={`${data.category ?? 'all'}:${data.page}`}
          first={data}
          category={data.category}
          replacing={replacing}
          photoActions={
            admin
              ? (photo) => (
                  <PhotoActions
                    photo={photo}
                    label={photoAlt(photo)}
                    categories={data.categories}
                  />
                )
              : undefined
          }
        />
      )}
    </div>
  );
}
