import { useRouteLoaderData } from 'react-router';
import type { LocationLink } from '#shared/schemas/location.ts';
import type { loader as rootLoader } from '#web/root.tsx';

export type { LocationLink };

/** Every location page in menu order, as the root loader read them (the site menu's list). */
export function useLocationLinks(): LocationLink[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.locations ?? [];
}
