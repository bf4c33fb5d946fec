import type { activityKinds } from '#shared/schemas/activity.ts';

type ActivityKind = (typeof activityKinds)[number];

/**
 * How the admin pages name each kind of item, the same on the trash and the activity pages
 * ('Team member', not the stored 'member').
 */
export const kindLabels: Record<ActivityKind, string> = {
  slide: 'Slide',
  video: 'Video',
  photo: 'Photo',
  member: 'Team member',
  partner: 'Partner',
  category: 'Category',
  'about us': 'About us',
  location: 'Location',
  'location image': 'Location image',
  settings: 'Settings',
  account: 'Account',
};

/** A stored kind's label; one the list does not know (an old record) reads as stored. */
export const kindLabel = (kind: string): string => (kindLabels as Readonly<Record<string, string>>)[kind] ?? kind;
