import type { StoredImage } from '../media/types.ts';
import { toJson } from './json.ts';
import { newObjectId } from './object-id.ts';

/** A new row's key, creation time and last change (the same): repositories add them, services never pick ids. */
export function newRowKeys(): { id: string; createdAt: string; updatedAt: string } {
  const now = new Date().toISOString();
  return { id: newObjectId(), createdAt: now, updatedAt: now };
}

/**
 * The tables whose rows are pages or page content and carry `updatedAt` (migration 0010), by their
 * Kysely names: every write of one sets it, a restore from the trash too.
 */
export const tablesWithLastChange: ReadonlySet<string> = new Set([
  'videos',
  'photos',
  'slides',
  'teamMembers',
  'partners',
  'categories',
  'locations',
  'locationImages',
  'siteSettings',
  'aboutUs',
]);

/** The column every write of a page's content sets: its last change, the sitemap's lastmod. */
export function changedNow(): { updatedAt: string } {
  return { updatedAt: new Date().toISOString() };
}

/** The columns of a stored image: its storage folder and its picture as JSON. */
export function imageColumns(image: Pick<StoredImage, 'imageId' | 'picture'>): { imageId: string; imageMeta: string } {
  return { imageId: image.imageId, imageMeta: toJson(image.picture) as string };
}
