import { useLocation } from 'react-router';
import type { LocationLink } from '#web/lib/location-links.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The site menu of SPEC.md section 2, labels as written there. */
export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

export type MenuEntry = (MenuLink & { mobileOnly?: boolean }) | MenuGroup;

/**
 * Whether a menu link names the page shown (its `aria-current`): the same path, and the same
 * fragment when the link has one (/team#team is not 'we are'). The server never sees a fragment,
 * so the links with one are marked once the page has hydrated.
 */
export function useIsCurrentPage(): (to: string) => boolean {
  const { pathname, hash: shown } = useLocation();
  const hydrated = useHydrated();
  return (to) => {
    const [path, hash] = to.split('#');
    return path === pathname && (hash === undefined || (hydrated && `#${hash}` === shown));
  };
}

/**
 * The menu with the site's location pages (content, read by the root loader). Without any
 * location the 'locations' group is left out rather than shown empty.
 */
export function siteMenu(locations: LocationLink[]): MenuEntry[] {
  const group: MenuEntry[] =
    locations.length > 0
      ? [{ label: 'locations', items: locations.map((l) => ({ label: l.name.toLowerCase(), to: l.path })) }]
      : [];
  return [{ label: 'work', to: '/videos' }, ...group, ...rest];
}

const rest: MenuEntry[] = [
  {
    label: 'about us',
    items: [
      { label: 'we are', to: '/team#we-are' },
      { label: 'team', to: '/team#team' },
      { label: 'work with', to: '/team#work-with' },
    ],
  },
  { label: 'gallery', to: '/gallery' },
  { label: 'contacts', to: '/contacts', mobileOnly: true },
];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}
