import { data, redirect, useLoaderData } from 'react-router';
import { locationPath } from '#shared/schemas/location.ts';
import { ErrorView } from '#web/components/error-view.tsx';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { LinksHeading, LocationLinks } from '#web/features/locations/location-links.tsx';
import { useLocationLinks } from '#web/lib/location-links.ts';
import { LocationPage } from '#web/features/locations/location-page.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { likelyPages } from '#web/lib/likely-pages.server.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { place } from '#web/lib/structured-data.server.ts';
import type { Route } from './+types/location.ts';

const locationAdmin = () => import('#web/features/locations/admin/location-admin.tsx');
const LocationToolbar = lazyAdmin(() => locationAdmin().then((m) => m.LocationToolbar));
const AddFirstLocation = lazyAdmin(() => locationAdmin().then((m) => m.AddLocation));
const CarouselAdmin = lazyAdmin(() => locationAdmin().then((m) => m.CarouselAdmin));

export const handle: ChromeHandle = {
  // Only a real location has a hero for the header to lie on.
  chrome: (d) => ({
    header: d && typeof d === 'object' && 'location' in d && d.location ? 'overlay' : 'solid',
  }),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const publicUrl = context.settings.publicUrl;
  // The links to the other locations come from the root loader (the menu's list), not a second read.
  const match = await context.content.locationByName(params.location);
  // A former name or another letter case: the address the location has now.
  if (match.kind === 'redirect') throw redirect(`${locationPath(match.name)}${url.search}`, 301);
  if (match.kind === 'unknown') {
    // The pages a mistyped address likely meant (/contact, /about…), offered before the locations.
    const likely = likelyPages(typedSegment(url.pathname), await context.content.locationLinks());
    return data({ location: null, path: url.pathname, publicUrl, likely, placeLd: null }, { status: 404 });
  }
  return { location: match.location, path: match.location.path, publicUrl, likely: [], placeLd: place(match.location, publicUrl) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const location = loaderData?.location;
  if (!location) {
    return pageMeta({
      matches,
      title: 'This country does not exist',
      description: 'There is no location page at this address; the page links to those that exist.',
      path: loaderData?.path ?? '/',
      publicUrl: loaderData?.publicUrl ?? '',
      noindex: true,
    });
  }
  return pageMeta({
    matches,
    title: `Shooting in ${location.name}`,
    description: location.intro || `Filming in ${location.name}.`,
    path: loaderData.path,
    publicUrl: loaderData.publicUrl,
    image: location.hero.picture,
    things: [loaderData.placeLd],
    trail: [{ name: location.name, path: location.path }],
  });
};

/** The segment a visitor typed, as text (a malformed escape stays as typed). */
function typedSegment(path: string): string {
  const segment = path.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default function Location() {
  const { location, likely } = useLoaderData<typeof loader>();
  const links = useLocationLinks();
  const admin = useIsAdmin();
  if (!location) {
    return (
      <ErrorView
        title="This country does not exist"
        text={likely.length > 0 ? 'Perhaps you were looking for:' : links.length > 0 ? 'We film in these:' : undefined}
      >
        {likely.length > 0 || links.length > 0 || admin ? (
          <>
            {likely.length > 0 && (
              <>
                <LocationLinks locations={likely} />
                {links.length > 0 && <LinksHeading>We film in these:</LinksHeading>}
              </>
            )}
            <LocationLinks locations={links} />
            {admin && <AddFirstLocation />}
          </>
        ) : undefined}
      </ErrorView>
    );
  }
  const others = links.filter((l) => l.path !== location.path);
  return (
    <LocationPage
      // A new location is a new page: the admin's state (sort mode, uploads) starts afresh.
      key={location._id}
      location={location}
      others={others}
      heroToolbar={admin ? <LocationToolbar location={location} others={others} /> : undefined}
      carouselAdmin={admin ? <CarouselAdmin location={location} /> : undefined}
    />
  );
}
