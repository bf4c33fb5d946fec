import type { Picture } from '#shared/schemas/common.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { Db } from '../../db/database.ts';
import { fromJson } from '../../db/json.ts';
import { updateRow } from '../../db/update-row.ts';
import type { SlideRow } from '../../db/schema.ts';

export function createSlidesRepository(db: Db, urlOf: (picture: Picture) => string) {
  const toSlide = (row: SlideRow): Slide => {
    const picture = fromJson<Picture>(row.imageMeta) as Picture;
    return {
      _id: row.id,
      caption: row.caption,
      text: row.text,
      image: urlOf(picture),
      imageId: row.imageId,
      picture,
      transparency: row.transparency,
      videoId: row.videoId,
      date: row.createdAt,
    };
  };
  return {
    /** Newest first. */
    async list(): Promise<Slide[]> {
      return (await db.selectFrom('slides').selectAll().orderBy('id', 'desc').execute()).map(toSlide);
    },
    async row(id: string): Promise<SlideRow | undefined> {
      return db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(row: SlideRow): Promise<void> {
      await db.insertInto('slides').values(row).execute();
    },
    /** Undefined values are left as they are; true when the slide exists. */
    update: (id: string, values: Partial<Omit<SlideRow, 'id'>>) => updateRow(db, 'slides', id, values),
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('slides').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type SlidesRepository = ReturnType<typeof createSlidesRepository>;
