import type { LocationLink } from '#web/lib/location-links.ts';

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
