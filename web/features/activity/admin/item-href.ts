import type { ActivityRecord } from '#shared/schemas/activity.ts';
import { locationPath } from '#shared/schemas/location.ts';

/** Actions after which the item is on the site (a removal took it to the trash, a purge for good); an order names its list. */
const itemStays: ReadonlySet<string> = new Set(['add', 'update', 'restore', 'order']);

/**
 * Where a record's item can be seen, so that the administrator can tell which it was (photos are
 * often untitled): its own page, or the page that shows it. Null when it has gone from the site,
 * or when the record cannot say where (a category of either list, a carousel image).
 */
export function itemHref({
  action,
  kind,
  itemId,
  caption,
}: Pick<ActivityRecord, 'action' | 'kind' | 'itemId' | 'caption'>): string | null {
  if (!itemStays.has(action) || !kind) return null;
  switch (kind) {
    case 'photo':
      return itemId ? `/gallery/${encodeURIComponent(itemId)}` : '/gallery';
    case 'video':
      return itemId ? `/videos/watch/${encodeURIComponent(itemId)}` : '/videos';
    case 'slide':
      return '/';
    case 'member':
      return '/team#team';
    case 'partner':
      return '/team#work-with';
    case 'about us':
      return '/team';
    case 'settings':
      return '/contacts';
    case 'account':
      return '/admin/accounts';
    // The name it had then; a renamed location's old address leads to the new one.
    case 'location':
      return caption ? locationPath(caption) : null;
    default:
      return null;
  }
}
