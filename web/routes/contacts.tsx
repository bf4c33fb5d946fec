import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useLoaderData } from 'react-router';
import { ContactsPage } from '#web/features/contacts/contacts-page.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import { siteSettingsOf, useSiteSettings } from '#web/lib/site-settings.ts';
import type { Route } from './+types/contacts.ts';

export const handle: ChromeHandle = { chrome: { footer: false } };

// Leaflet's stylesheet is linked only while this page is shown.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, mapTilesLight, mapTilesDark, mapAttribution } = context.settings;
  return { publicUrl, map: { mapTilesLight, mapTilesDark, mapAttribution } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const cities = siteSettingsOf(matches).offices.map((o) => o.city);
  const list = cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}` : cities[0];
  return pageMeta({
    matches,
    title: 'Contacts',
    description: list ? `Our offices in ${list}: addresses, phones and emails.` : 'How to reach us.',
    path: '/contacts',
    publicUrl: loaderData?.publicUrl ?? '',
    trail: [{ name: 'Contacts', path: '/contacts' }],
  });
};

// The site settings editor: its own chunk, fetched only for a signed-in administrator.
const EditSiteSettings = lazyAdmin(() => import('#web/features/settings/admin/edit-site-settings.tsx').then((m) => m.EditSiteSettings));

export default function Contacts() {
  const { map } = useLoaderData<typeof loader>();
  const { offices } = useSiteSettings();
  return <ContactsPage settings={map} offices={offices} toolbar={<EditSiteSettings />} />;
}
