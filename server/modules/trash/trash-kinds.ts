import { messages } from '#shared/messages.ts';
import type { TrashKind } from '#shared/schemas/trash.ts';

/**
 * What each kind of removable item is made of, for moving it to the trash and back. Table and
 * column names are the Kysely (camelCase) names; the rows travel whole, whatever their columns.
 */
export interface KindSpec {
  /** The item's own table (its row has the item's id). */
  table: string;
  /** The column a person recognises the item by. */
  captionColumn: string;
  /** Columns naming stored image folders (`photos/<id>`), null allowed. */
  images: readonly string[];
  /** A column naming a logo file under logos/. */
  logo?: string;
  /** Columns holding the item's picture (JSON of shared Picture), the first one set wins: the trash shows it. */
  pictures?: readonly string[];
  /** Rows that belong to the item (ON DELETE CASCADE): removed and restored with it. */
  children?: readonly { table: string; key: string; images: readonly string[] }[];
  /**
   * Rows elsewhere that point at the item and lose the link when it goes (ON DELETE SET NULL):
   * on restore, those still unlinked point at it again.
   */
  links?: readonly { table: string; column: string }[];
  /**
   * Optional references of the item's row: one whose target is gone is restored empty, and said
   * so (`notice`); one whose target is in the trash too is restored empty and joins the target's
   * `links`, so restoring the target puts it back (`inTrash`).
   */
  references?: readonly { column: string; table: string; notice: string; inTrash: string }[];
  /** A required reference: without its target the item cannot come back. */
  parent?: { column: string; table: string; refusal: string };
}

export const trashKinds: Record<TrashKind, KindSpec> = {
  slide: {
    table: 'slides',
    captionColumn: 'caption',
    images: ['imageId'],
    pictures: ['imageMeta'],
    references: [{ column: 'videoId', table: 'videos', notice: messages.trash.restoredWithoutVideo, inTrash: messages.trash.videoInTrash }],
  },
  video: {
    table: 'videos',
    captionColumn: 'caption',
    images: ['imageId', 'thumbImageId'],
    // The admin's own preview, else the copy of Vimeo's thumbnail, as the work page shows it.
    pictures: ['imageMeta', 'thumbImageMeta'],
    links: [{ table: 'slides', column: 'videoId' }],
    references: [{ column: 'categoryId', table: 'categories', notice: messages.trash.restoredWithoutCategory, inTrash: messages.trash.categoryInTrash }],
  },
  photo: {
    table: 'photos',
    captionColumn: 'caption',
    images: ['imageId'],
    pictures: ['imageMeta'],
    references: [{ column: 'categoryId', table: 'categories', notice: messages.trash.restoredWithoutCategory, inTrash: messages.trash.categoryInTrash }],
  },
  member: { table: 'teamMembers', captionColumn: 'caption', images: ['imageId'], pictures: ['imageMeta'] },
  partner: { table: 'partners', captionColumn: 'name', images: [], logo: 'logo' },
  // Its videos and photos stay, without a category, as before the trash; a restore puts back
  // those that still have none (the admin may have filed some elsewhere meanwhile).
  category: {
    table: 'categories',
    captionColumn: 'caption',
    images: [],
    links: [
      { table: 'videos', column: 'categoryId' },
      { table: 'photos', column: 'categoryId' },
      { table: 'locations', column: 'seeMoreCategoryId' },
    ],
  },
  location: {
    table: 'locations',
    captionColumn: 'name',
    images: ['heroImageId'],
    pictures: ['heroImageMeta'],
    children: [
      { table: 'locationImages', key: 'locationId', images: ['imageId'] },
      { table: 'locationRedirects', key: 'locationId', images: [] },
    ],
    references: [{ column: 'seeMoreCategoryId', table: 'categories', notice: messages.trash.restoredWithoutCategory, inTrash: messages.trash.categoryInTrash }],
  },
  'location image': {
    table: 'locationImages',
    captionColumn: 'alt',
    images: ['imageId'],
    pictures: ['imageMeta'],
    parent: { column: 'locationId', table: 'locations', refusal: messages.trash.locationGone },
  },
};
