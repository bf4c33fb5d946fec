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

export const menu: MenuEntry[] = [
  { label: 'work', to: '/videos' },
  {
    label: 'locations',
    items: [
      { label: 'ukraine', to: '/Ukraine' },
      { label: 'georgia', to: '/Georgia' },
      { label: 'kazakhstan', to: '/Kazakhstan' },
    ],
  },
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
