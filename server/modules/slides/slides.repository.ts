import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { Db } from '../../db/database.ts';
import { forUpdate, updateRow } from '../../db/update-row.ts';
import { changedNow, imageColumns, newRowKeys } from '../../db/new-row.ts';
import { insertFirst, saveOrder } from '../../db/positions.ts';
import type { SlideRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';

/** What a slide's form sets; the repository adds the key, the time and the image's columns. */
export type SlideValues = Pick<SlideRow, 'caption' | 'text' | 'alt' | 'videoId' | 'transparency'>;

export function createSlidesRepository(db: Db, urlOf: (picture: Picture) => string) {
  const toSlide = (row: SlideRow): Slide => {
    const picture = pictureFromMeta(row.imageMeta) as Picture;
    return {
      _id: row.id,
      caption: row.caption,
      text: row.text,
      image: urlOf(picture),
      imageId: row.imageId,
      picture,
      alt: row.alt,
      transparency: row.transparency,
      videoId: row.videoId,
      date: row.createdAt,
    };
  };
  return {
    /** In the admin's order, newest first until ordered (the home page shuffles it; this is its order without JavaScript). */
    async list(): Promise<Slide[]> {
      return (await db.selectFrom('slides').selectAll().orderBy('position', 'asc').orderBy('id', 'desc').execute()).map(toSlide);
    },
    async row(id: string): Promise<SlideRow | undefined> {
      return db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A new one goes first; answers the new row's id. */
    async insert(values: SlideValues, image: StoredImage): Promise<string> {
      const keys = newRowKeys();
      await insertFirst(db, 'slides', { ...keys, ...values, ...imageColumns(image) }, [{ table: 'videos', id: values.videoId }]);
      return keys.id;
    },
    /** False unless `ids` are exactly the slides' ids, each once. */
    order: (ids: string[]) => saveOrder(db, 'slides', ids),
    /** Undefined values, and the image when none is given, are left as they are; true when the slide exists. */
    update: (id: string, values: Partial<SlideValues>) => updateRow(db, 'slides', id, values),
    /** Sets the values and a new image; null when the slide does not exist, else the image it replaced. */
    replaceImage: (id: string, values: Partial<SlideValues>, image: StoredImage): Promise<string | null> =>
      db.transaction().execute(async (trx) => {
        const before = await forUpdate(db, trx.selectFrom('slides').select('imageId').where('id', '=', id)).executeTakeFirst();
        if (!before) return null;
        await trx.updateTable('slides').set({ ...values, ...imageColumns(image), ...changedNow() }).where('id', '=', id).execute();
        return before.imageId;
      }),
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('slides').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type SlidesRepository = ReturnType<typeof createSlidesRepository>;
