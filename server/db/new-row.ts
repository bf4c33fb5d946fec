import type { StoredImage } from '../media/types.ts';
import { toJson } from './json.ts';
import { newObjectId } from './object-id.ts';

/** A new row's key and creation time: repositories add them, services never pick ids. */
export function newRowKeys(): { id: string; createdAt: string } {
  return { id: newObjectId(), createdAt: new Date().toISOString() };
}

/** The columns of a stored image: its storage folder and its picture as JSON. */
export function imageColumns(image: Pick<StoredImage, 'imageId' | 'picture'>): { imageId: string; imageMeta: string } {
  return { imageId: image.imageId, imageMeta: toJson(image.picture) as string };
}
