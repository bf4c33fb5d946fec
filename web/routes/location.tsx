import { data, redirect, useLoaderData } from 'react-router';
import { countries, protectedPhotoCategory } from '#shared/limits.ts';
import { ErrorView } from '#web/components/error-view.tsx';
import { CountryLinks } from '#web/features/locations/country-links.tsx';
import { countryContent } from '#web/features/locations/content.ts';
import { countryPath, parseCountry } from '#web/features/locations/country.ts';
import { locationImages } from '#web/features/locations/location-images.server.ts';
import { LocationPage } from '#web/features/locations/location-page.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/location.ts';

export const handle: ChromeHandle = {
  // Only a real country has a hero for the header to lie on.
  chrome: (d) => ({
    header: d && typeof d === 'object' && 'country' in d && d.country ? 'overlay' : 'solid',
  }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const publicUrl = context.settings.publicUrl;
  const match = parseCountry(url.pathname);
  if (match.kind === 'redirect') throw redirect(`${countryPath(match.country)}${url.search}`, 301);
  if (match.kind === 'unknown') {
    return data(
      { country: null, path: url.pathname, publicUrl, images: [], seeMoreHref: null },
      { status: 404 },
    );
  }
  const { country } = match;
  const [images, seeMoreHref] = await Promise.all([
    locationImages(country),
    country === 'Ukraine' ? ukraineGalleryHref(context.content) : null,
  ]);
  return { country, path: countryPath(country), publicUrl, images, seeMoreHref };
}

/** 'See more' opens the gallery filtered to the photo category named 'Ukraine'. */
async function ukraineGalleryHref(
  content: Route.LoaderArgs['context']['content'],
): Promise<string> {
  const categories = await content.categories('photo');
  const ukraine = categories.find((c) => c.caption === protectedPhotoCategory);
  return ukraine ? `/gallery?category=${ukraine._id}` : '/gallery';
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const country = loaderData?.country;
  if (!country) {
    return pageMeta({
      matches,
      title: 'This country does not exist',
      description: `We film in ${countries.join(', ')}.`,
      path: loaderData?.path ?? '/',
      publicUrl: loaderData?.publicUrl ?? '',
      noindex: true,
    });
  }
  const hero = loaderData.images
    .at(-1)
    ?.variants.find((v) => v.format === 'webp' && v.width >= 1280);
  return pageMeta({
    matches,
    title: `Shooting in ${country}`,
    description: countryContent[country].summary,
    path: loaderData.path,
    publicUrl: loaderData.publicUrl,
    image: hero?.url,
  });
};

export default function Location() {
  const { country, images, seeMoreHref } = useLoaderData<typeof loader>();
  if (!country) {
    return (
      <ErrorView title="This country does not exist" text="We film in these three:">
        <CountryLinks />
      </ErrorView>
    );
  }
  return <LocationPage country={country} images={images} seeMoreHref={seeMoreHref} />;
}
