/**
 * The one list of the tables that hold stored images: which column names an image (`imageId`,
 * a storage folder `<kind>/<id>`) and which holds its picture (`imageMeta`, JSON with the
 * variants' URLs), and the storage folder each table's images go to. The orphan sweep and the
 * backup read it to know which files rows point to, the data migration to re-point URLs, and
 * ImageKind is derived from it. A new table with an image column must be added here; the test
 * image-tables.test.ts compares this list with the database's columns.
 *
 * Table and column names are plain strings: media does not import the database layer.
 */
export const imageTables = [
  { table: 'slides', kind: 'slides', images: [{ id: 'imageId', meta: 'imageMeta' }] },
  {
    table: 'videos',
    kind: 'videos',
    // The admin's own preview and our copy of Vimeo's thumbnail; both may be null.
    images: [
      { id: 'imageId', meta: 'imageMeta' },
      { id: 'thumbImageId', meta: 'thumbImageMeta' },
    ],
  },
  { table: 'photos', kind: 'photos', images: [{ id: 'imageId', meta: 'imageMeta' }] },
  { table: 'teamMembers', kind: 'team', images: [{ id: 'imageId', meta: 'imageMeta' }] },
  // A location's hero and its carousel share one folder: both are the location's pictures.
  { table: 'locations', kind: 'locations', images: [{ id: 'heroImageId', meta: 'heroImageMeta' }] },
  { table: 'locationImages', kind: 'locations', images: [{ id: 'imageId', meta: 'imageMeta' }] },
] as const;

/** Partner logos: one file `logos/<name>` each, named by the `name` column of `partners`. */
export const logoTable = { table: 'partners', kind: 'logos', name: 'name' } as const;

/** Storage folders of images: one subfolder per image id (`photos/<id>/w960.webp` …). */
export type ImageKind = (typeof imageTables)[number]['kind'];
/** Each folder once (tables may share one). */
export const imageKinds: readonly ImageKind[] = [...new Set(imageTables.map((t) => t.kind))];
