import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import type { Video, VimeoResponse } from '#shared/schemas/video.ts';
import type { Db } from '../../db/database.ts';
import { fromJson, toJson } from '../../db/json.ts';
import { changedNow, newRowKeys } from '../../db/new-row.ts';
import type { VideoRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';
import { answeredOembed } from './vimeo-client.ts';

/** What a video's form sets; the repository adds the key, the time, the order and the files' columns. */
export type VideoValues = Pick<VideoRow, 'url' | 'caption' | 'categoryId' | 'director' | 'pop' | 'production' | 'alt'>;
/** What Vimeo told about a video: its oEmbed answer (null: not fetched yet) and our copy of its thumbnail. */
export interface VimeoFacts {
  response: VimeoResponse | null;
  thumb: StoredImage | null;
}
/** A video's changes besides its form: its own preview (null removes it) and Vimeo's facts; left out, they stay. */
export interface VideoFileChanges {
  image?: StoredImage | null;
  vimeo?: VimeoFacts;
}

const previewColumns = (image: StoredImage | null) => ({ imageId: image?.imageId ?? null, imageMeta: toJson(image?.picture) });
const vimeoColumns = (vimeo: VimeoFacts) => ({
  vimeoResponse: toJson(vimeo.response),
  thumbImageId: vimeo.thumb?.imageId ?? null,
  thumbImageMeta: toJson(vimeo.thumb?.picture),
});

const columns = [
  'v.id',
  'v.url',
  'v.caption',
  'v.categoryId',
  'c.caption as categoryCaption',
  'v.director',
  'v.pop',
  'v.production',
  'v.imageId',
  'v.imageMeta',
  'v.vimeoResponse',
  'v.thumbImageId',
  'v.thumbImageMeta',
  'v.alt',
  'v.createdAt',
] as const;

export function createVideosRepository(db: Db, urlOf: (picture: Picture) => string) {
  const base = () => db.selectFrom('videos as v').leftJoin('categories as c', 'c.id', 'v.categoryId').select(columns);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const toVideo = (row: Row): Video => {
    const custom = pictureFromMeta(row.imageMeta);
    const thumb = pictureFromMeta(row.thumbImageMeta);
    const picture = custom ?? thumb;
    const vimeo = fromJson<VimeoResponse>(row.vimeoResponse);
    return {
      _id: row.id,
      url: row.url,
      caption: row.caption,
      category: row.categoryId && row.categoryCaption !== null ? { _id: row.categoryId, caption: row.categoryCaption } : null,
      director: row.director,
      pop: row.pop,
      production: row.production,
      image: picture ? urlOf(picture) : null,
      imageId: custom ? row.imageId : row.thumbImageId,
      picture,
      customImage: custom !== null,
      alt: row.alt,
      // Visitors get the thumbnail from us (resized, modern formats), never from Vimeo's CDN nor
      // any address an oEmbed answer named (rows stored before it was dropped may hold one).
      vimeo_response: vimeo && { ...(thumb ? { thumbnail_url: urlOf(thumb) } : {}), ...answeredOembed(vimeo) },
      type: 'gallery',
      date: row.createdAt,
    };
  };

  return {
    async page(categoryId: string | undefined, offset: number, limit: number): Promise<Video[]> {
      let q = base();
      if (categoryId) q = q.where('v.categoryId', '=', categoryId);
      const rows = await q.orderBy('v.position', 'asc').orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
      return rows.map(toVideo);
    },
    async count(categoryId: string | undefined): Promise<number> {
      let q = db.selectFrom('videos').select((eb) => eb.fn.countAll<number>().as('n'));
      if (categoryId) q = q.where('categoryId', '=', categoryId);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    async all(): Promise<Video[]> {
      const rows = await base().orderBy('v.position', 'asc').orderBy('v.id', 'desc').execute();
      return rows.map(toVideo);
    },
    /** For the sitemap: at most `limit` videos in the site's order, each with its last change. */
    async withLastChange(limit: number): Promise<{ video: Video; updatedAt: string }[]> {
      const rows = await base().select('v.updatedAt').orderBy('v.position', 'asc').orderBy('v.id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ video: toVideo(row), updatedAt: row.updatedAt }));
    },
    async get(id: string): Promise<Video | undefined> {
      const row = await base().where('v.id', '=', id).executeTakeFirst();
      return row && toVideo(row);
    },
    /** The stored image ids of a video, for cleaning up files. */
    async files(id: string) {
      return db.selectFrom('videos').select(['imageId', 'thumbImageId', 'url', 'caption', 'categoryId']).where('id', '=', id).executeTakeFirst();
    },
    async ids(): Promise<string[]> {
      const rows = await db.selectFrom('videos').select('id').orderBy('position', 'asc').orderBy('id', 'desc').execute();
      return rows.map((r) => r.id);
    },
    async missingVimeo(): Promise<{ id: string; url: string }[]> {
      return db.selectFrom('videos').select(['id', 'url']).where('vimeoResponse', 'is', null).execute();
    },
    /** A new video goes first: one position below the smallest. */
    /** Answers the new row's id. */
    async insertFirst(values: VideoValues, image: StoredImage | null, vimeo: VimeoFacts): Promise<string> {
      const row = { ...newRowKeys(), ...values, ...previewColumns(image), ...vimeoColumns(vimeo) };
      await db.transaction().execute(async (trx) => {
        const min = await trx.selectFrom('videos').select((eb) => eb.fn.min<number>('position').as('p')).executeTakeFirst();
        const position = min?.p === null || min?.p === undefined ? 0 : Number(min.p) - 1;
        await trx.insertInto('videos').values({ ...row, position }).execute();
      });
      return row.id;
    },
    async update(id: string, values: Partial<VideoValues>, files: VideoFileChanges = {}): Promise<boolean> {
      const set = {
        ...values,
        ...(files.image === undefined ? {} : previewColumns(files.image)),
        ...(files.vimeo ? vimeoColumns(files.vimeo) : {}),
        ...changedNow(),
      };
      const result = await db.updateTable('videos').set(set).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Slides linking to the video lose their videoId (foreign key ON DELETE SET NULL). */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('videos').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Saves the positions of the given order in one transaction; the videos that move carry the change. */
    async reorder(ids: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('videos').select(['id', 'position']).execute();
        const before = new Map(rows.map((r) => [r.id, Number(r.position)]));
        const { updatedAt } = changedNow();
        for (const [position, id] of ids.entries()) {
          if (before.get(id) !== position) await trx.updateTable('videos').set({ position, updatedAt }).where('id', '=', id).execute();
        }
      });
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
