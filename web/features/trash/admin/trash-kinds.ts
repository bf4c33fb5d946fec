import type { TrashKind } from '#shared/schemas/trash.ts';

/** How the trash view names each kind of removed item. */
export const kindLabels: Record<TrashKind, string> = {
  slide: 'Slide',
  video: 'Video',
  photo: 'Photo',
  member: 'Team member',
  partner: 'Partner',
  category: 'Category',
  location: 'Location',
  'location image': 'Location image',
};
