import { useState } from 'react';
import { data as answer, useLoaderData, useLocation, useNavigation, useParams } from 'react-router';
import { limits, protectedPhotoCategory } from '#shared/limits.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import { CategoryFilter } from '#web/components/category-filter.tsx';
import { ErrorView } from '#web/components/error-view.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isUnknownCategory, UnknownCategory } from '#web/components/unknown-category.tsx';
import pageStyles from '#web/components/page.module.css';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { photoAlt } from '#web/features/gallery/photo-grid.tsx';
import { photoEntryState, photoPath } from '#web/features/gallery/photo-address.ts';
import { PhotoList } from '#web/features/gallery/photo-list.tsx';
import { listHref } from '#web/lib/list-query.ts';
import { lastShownPage, maxShownPages, readListQuery } from '#web/lib/list-query.server.ts';
import { listShouldRevalidate } from '#web/lib/list-revalidation.ts';
import { isLoadMoreFailed, keepListOnFailedLoadMore } from '#web/lib/load-more-failure.ts';
import { fallbackMeta, pageMeta } from '#web/lib/seo.ts';
import { imageObject } from '#web/lib/structured-data.server.ts';
import type { Thing } from '#web/lib/structured-data.ts';
import type { Route } from './+types/gallery.ts';

const photoIdPattern = /^[0-9a-f]{24}$/;

/** /gallery, and /gallery/{photoId}: the same list with the viewer open at that photo. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { category, page, pages } = readListQuery(new URL(request.url));
  const { photoId } = params;
  const validId = photoId !== undefined && photoIdPattern.test(photoId);
  // A photo's address (a shared link) shows the list down to the page that holds it, so the
  // viewer steps through its neighbours and closing it finds it in the grid. Past the most
  // pages a list renders at once it opens alone.
  // Down to the page of the photo after it too (a photo that ends its page), so the viewer's
  // 'Next' has that photo's address, with scripts off as well.
  const index = validId && page === 1 ? await context.content.photoIndexOf(photoId, category) : null;
  const pageOf = (at: number) => Math.floor(at / limits.photosPageSize) + 1;
  const count =
    index !== null && pageOf(index) <= maxShownPages ? Math.max(pages, Math.min(pageOf(index + 1), maxShownPages)) : pages;
  const [result, categories, photo] = await Promise.all([
    context.content.photoPage(category, page, count),
    context.content.categories('photo'),
    validId ? context.content.photo(photoId) : null,
  ]);
  const list = {
    photos: result.data,
    pages: result.pages,
    total: result.total,
    from: page,
    page: lastShownPage(page, count, result.pages),
    photo,
    // The photo an address opens, for search engines (the server's page is what they read).
    photoLd: photo ? imageObject(photo, context.settings.publicUrl) : null,
    // An address naming no photo is the site's 404. The list comes along: closing that page
    // (Back to /gallery) keeps the loader's answer, as it does for any photo.
    missingPhoto: photoId !== undefined && !photo ? photoId : null,
    category,
    // Every category with its count: visitors see those with items, the admin all of them.
    categories: categories.map(({ _id, caption, count_items }) => ({ _id, caption, count_items })),
    publicUrl: context.settings.publicUrl,
  };
  const unknownCategory = isUnknownCategory(category, categories);
  return answer({ ...list, unknownCategory }, { status: list.missingPhoto === null && !unknownCategory ? 200 : 404 });
}

// Opening or closing a photo, or 'Load more', keeps the list: no reload of it (web/lib/list-revalidation.ts).
export const shouldRevalidate = listShouldRevalidate;

// A failed 'Load more' stays beside its button instead of replacing the page (web/lib/load-more-failure.ts).
export const clientLoader = keepListOnFailedLoadMore<Awaited<ReturnType<typeof loader>>>;

const galleryDescription = 'Stills and behind-the-scenes photographs from our shoots and locations.';

/** The open photo's page: its caption (else alt text) names it, its text describes it. */
function photoMeta(photo: Photo, matches: Route.MetaArgs['matches'], publicUrl: string, things: Thing[]) {
  const title = photo.caption || photo.alt || 'Photo';
  const path = photoPath(photo._id);
  return pageMeta({
    matches,
    title,
    // Its name and its text: texts repeat over photos ('Location scout, Ukraine'), names less.
    description: [...new Set([photo.caption || photo.alt, photo.text].filter(Boolean))].join('. ') || galleryDescription,
    path,
    publicUrl,
    image: photo.picture,
    things,
    trail: [
      { name: 'Gallery', path: '/gallery' },
      { name: title, path },
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params, location, error }) => {
  // (A page's data is never the mark of a failed 'Load more': only that fetch's is.)
  if (error || !loaderData || isLoadMoreFailed(loaderData)) return fallbackMeta('Something went wrong', matches);
  if (params.photoId !== undefined && params.photoId === loaderData.missingPhoto) {
    return pageMeta({
      matches,
      title: 'Not found',
      description: 'This page does not exist.',
      path: location.pathname,
      publicUrl: loaderData.publicUrl,
      noindex: true,
    });
  }
  if (params.photoId) {
    // The loader reads the photo an address opens; one opened from the grid since is in the
    // list or in its history entry (the loader did not run for it).
    const photo =
      [loaderData.photo, ...loaderData.photos].find((p) => p?._id === params.photoId) ??
      photoEntryState(location.state)?.photo;
    // The loader describes the photo it read (the server's page); one opened since needs none.
    const things = loaderData.photoLd && loaderData.photo?._id === params.photoId ? [loaderData.photoLd] : [];
    if (photo?._id === params.photoId) return photoMeta(photo, matches, loaderData.publicUrl, things);
  }
  const category = loaderData.categories.find((c) => c._id === loaderData.category);
  return pageMeta({
    matches,
    title: category ? `Gallery: ${category.caption}` : 'Gallery',
    description: category ? `${category.caption}. ${galleryDescription}` : galleryDescription,
    path: listHref('/gallery', category?._id, 1),
    publicUrl: loaderData.publicUrl,
    image: loaderData.photos[0]?.picture,
    trail: [
      { name: 'Gallery', path: '/gallery' },
      ...(category ? [{ name: category.caption, path: listHref('/gallery', category._id, 1) }] : []),
    ],
    noindex: loaderData.unknownCategory,
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
  const { photoId } = useParams();
  const navigation = useNavigation();
  const admin = useIsAdmin();
  const location = useLocation();
  // The sort mode belongs to the page as it was opened: any navigation (a filter) leaves it.
  const [sortingAt, setSortingAt] = useState<string | null>(null);
  const sorting = admin && data.category === undefined && sortingAt === location.key;
  const replacing = navigation.state === 'loading' && navigation.location.pathname.startsWith('/gallery');
  // Visitors only see categories that have something in them (SPEC.md section 2).
  const categories = admin ? data.categories : data.categories.filter((c) => c.count_items > 0);
  if (photoId !== undefined && photoId === data.missingPhoto) {
    return <ErrorView title="not found" text="The page you are looking for is not here." />;
  }
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
      ) : data.unknownCategory && photoId === undefined ? (
        <UnknownCategory allHref="/gallery" allLabel="See all photos" />
      ) : (
        <PhotoList
          key={`${data.category ?? 'all'}:${data.from}-${data.page}`}
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
