import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import type { Db } from '../../db/database.ts';
import { updateRow } from '../../db/update-row.ts';
import { imageColumns, newRowKeys } from '../../db/new-row.ts';
import { insertFirst, saveOrder } from '../../db/positions.ts';
import type { PhotoRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';

/** What a photo's form sets; the repository adds the key, the time and the image's columns. */
export type PhotoValues = Pick<PhotoRow, 'caption' | 'text' | 'alt' | 'categoryId'>;

export function createPhotosRepository(db: Db, urlOf: (picture: Picture) => string) {
  const base = () =>
    db
      .selectFrom('photos as p')
      .leftJoin('categories as c', 'c.id', 'p.categoryId')
      .select(['p.id', 'p.caption', 'p.text', 'p.categoryId', 'c.caption as categoryCaption', 'p.imageId', 'p.imageMeta', 'p.alt', 'p.createdAt']);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const toPhoto = (row: Row): Photo => {
    const picture = pictureFromMeta(row.imageMeta) as Picture;
    return {
      _id: row.id,
      caption: row.caption,
      text: row.text,
      image: urlOf(picture),
      imageId: row.imageId,
      picture,
      alt: row.alt,
      category: row.categoryId && row.categoryCaption !== null ? { _id: row.categoryId, caption: row.categoryCaption } : null,
      date: row.createdAt,
    };
  };
  return {
    /** In the admin's order (one order for all photos; a category shows its photos in it), newest first until ordered. */
    async page(categoryId: string | undefined, offset: number, limit: number): Promise<Photo[]> {
      let q = base();
      if (categoryId) q = q.where('p.categoryId', '=', categoryId);
      return (await q.orderBy('p.position', 'asc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute()).map(toPhoto);
    },
    /** For the sitemap: at most `limit` photos in the site's order, each with its picture and last change (no join, no captions). */
    async withLastChange(limit: number): Promise<{ id: string; picture: Picture; updatedAt: string }[]> {
      const rows = await db
        .selectFrom('photos')
        .select(['id', 'imageMeta', 'updatedAt'])
        .orderBy('position', 'asc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, picture: pictureFromMeta(row.imageMeta) as Picture, updatedAt: row.updatedAt }));
    },
    async count(categoryId: string | undefined): Promise<number> {
      let q = db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n'));
      if (categoryId) q = q.where('categoryId', '=', categoryId);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    /**
     * How many photos come before this one in the site's order (in `categoryId` only, when
     * given); undefined when there is no such photo, or it is not in that category.
     */
    async indexOf(id: string, categoryId: string | undefined): Promise<number | undefined> {
      const photo = await db.selectFrom('photos').select(['position', 'categoryId']).where('id', '=', id).executeTakeFirst();
      if (!photo || (categoryId !== undefined && photo.categoryId !== categoryId)) return undefined;
      let q = db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        // The order of `page`: position ascending, ties newest (greatest id) first.
        .where((eb) =>
          eb.or([
            eb('position', '<', photo.position),
            eb.and([eb('position', '=', photo.position), eb('id', '>', id)]),
          ]),
        );
      if (categoryId !== undefined) q = q.where('categoryId', '=', categoryId);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    async get(id: string): Promise<Photo | undefined> {
      const row = await base().where('p.id', '=', id).executeTakeFirst();
      return row && toPhoto(row);
    },
    async row(id: string): Promise<PhotoRow | undefined> {
      return db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A new one goes first; answers the new row's id. */
    async insert(values: PhotoValues, image: StoredImage): Promise<string> {
      const keys = newRowKeys();
      await insertFirst(db, 'photos', { ...keys, ...values, ...imageColumns(image) }, [{ table: 'categories', id: values.categoryId }]);
      return keys.id;
    },
    /** False unless `ids` are exactly the photos' ids, each once. */
    order: (ids: string[]) => saveOrder(db, 'photos', ids),
    /** Undefined values are left as they are; true when the photo exists. */
    update: (id: string, values: Partial<PhotoValues>) => updateRow(db, 'photos', id, values),
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('photos').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
