import type { TrashKind } from '#shared/schemas/trash.ts';
import type { Db } from '../../db/database.ts';

/** The last change of each thing a list page shows: rows' `updatedAt`, removals' `deletedAt`; null for none. */
export interface ListChanges {
  slides: string | null;
  videos: string | null;
  videoCategories: string | null;
  photos: string | null;
  photoCategories: string | null;
  team: string | null;
  partners: string | null;
  aboutUs: string | null;
  siteSettings: string | null;
  /** The newest removal of each kind still in the trash (a purged one no longer counts). */
  removed: Partial<Record<TrashKind, string>>;
}

/** The cross-table reads of the sitemap: the newest change of every list, in one query each. */
export function createSitemapRepository(db: Db) {
  return {
    async listChanges(): Promise<ListChanges> {
      // One statement of scalar subqueries, one max() per table (the trash is read separately, grouped by kind).
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('slides').select((s) => s.fn.max('updatedAt').as('m')).as('slides'),
          eb.selectFrom('videos').select((s) => s.fn.max('updatedAt').as('m')).as('videos'),
          eb.selectFrom('categories').select((s) => s.fn.max('updatedAt').as('m')).where('type', '=', 'gallery').as('videoCategories'),
          eb.selectFrom('photos').select((s) => s.fn.max('updatedAt').as('m')).as('photos'),
          eb.selectFrom('categories').select((s) => s.fn.max('updatedAt').as('m')).where('type', '=', 'photo').as('photoCategories'),
          eb.selectFrom('teamMembers').select((s) => s.fn.max('updatedAt').as('m')).as('team'),
          eb.selectFrom('partners').select((s) => s.fn.max('updatedAt').as('m')).as('partners'),
          eb.selectFrom('aboutUs').select('updatedAt').where('id', '=', 1).as('aboutUs'),
          eb.selectFrom('siteSettings').select('updatedAt').where('id', '=', 1).as('siteSettings'),
        ])
        .executeTakeFirstOrThrow();
      const removals = await db
        .selectFrom('trash')
        .select((eb) => ['kind', eb.fn.max('deletedAt').as('at')])
        .groupBy('kind')
        .execute();
      return {
        slides: row.slides,
        videos: row.videos,
        videoCategories: row.videoCategories,
        photos: row.photos,
        photoCategories: row.photoCategories,
        team: row.team,
        partners: row.partners,
        aboutUs: row.aboutUs,
        siteSettings: row.siteSettings,
        removed: Object.fromEntries(removals.map((r) => [r.kind, r.at])),
      };
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
