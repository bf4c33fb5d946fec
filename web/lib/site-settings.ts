import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import type { loader } from '#web/root.tsx';

/** What pages show if the root loader had no settings to give (its own error): no name rather than a wrong one. */
const noSettings: SiteSettings = { companyName: '', logo: null, description: '', shareImage: null, offices: [], social: [] };

/** The company's details from the root loader (GET /api/settings): name, logo, offices, links. */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<typeof loader>('root')?.settings ?? noSettings;
}

/** The route matches a meta function gets; the root's data carries the settings. */
export type MetaMatches = readonly ({ id: string; loaderData: unknown } | undefined)[];

/** The settings inside a meta function, from the root route's match. */
export function siteSettingsOf(matches: MetaMatches): SiteSettings {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { settings?: SiteSettings } | undefined;
  return root?.settings ?? noSettings;
}
