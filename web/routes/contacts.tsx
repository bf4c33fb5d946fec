import leafletCss from 'leaflet/dist/leaflet.css?url';
import { useLoaderData } from 'react-router';
import { ContactsPage } from '#web/features/contacts/contacts-page.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/contacts.ts';

export const handle: ChromeHandle = { chrome: { footer: false } };

// Leaflet's stylesheet is linked only while this page is shown.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, mapTilesLight, mapTilesDark, mapAttribution } = context.settings;
  return { publicUrl, map: { mapTilesLight, mapTilesDark, mapAttribution } };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Contacts',
    description: 'Our offices in Kyiv, Tbilisi and Almaty: addresses, phones and emails.',
    path: '/contacts',
    publicUrl: loaderData?.publicUrl ?? '',
  });

export default function Contacts() {
  const { map } = useLoaderData<typeof loader>();
  return <ContactsPage settings={map} />;
}
