import { useRouteLoaderData } from 'react-router';
import type { Location } from '#shared/schemas/location.ts';
import type { loader as rootLoader } from '#web/root.tsx';

/** What the menu and the links between location pages need of a location. */
export interface LocationLink {
  name: string;
  path: string;
}

export function toLocationLink(location: Pick<Location, 'name' | 'path'>): LocationLink {
  return { name: location.name, path: location.path };
}

/** Every location page in menu order, as the root loader read them (the site menu's list). */
export function useLocationLinks(): LocationLink[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.locations ?? [];
}
