import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import { locationPath, plainApostrophes, type Location, type LocationFact, type LocationImage, type LocationLink } from '#shared/schemas/location.ts';
import type { Db } from '../../db/database.ts';
import { fromJson, toJson } from '../../db/json.ts';
import { changedNow, imageColumns, newRowKeys } from '../../db/new-row.ts';
import type { LocationImageRow, LocationRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';
import { forUpdate } from '../../db/update-row.ts';

/** What a location's form sets; the repository adds the key, the time, the position and the hero's columns. */
export interface LocationValues {
  name: string;
  heading: string;
  intro: string;
  paragraphs: string[];
  facts: LocationFact[];
  heroAlt: string;
  seeMoreCategoryId: string | null;
}

/**
 * The address key of a name: one location per name whatever its letter case, and an address
 * typed with a typographic apostrophe finds the page its plain one names.
 */
export const nameKeyOf = (name: string): string => plainApostrophes(name).toLowerCase();

/** The columns of a hero image (the registry's `heroImageId` / `heroImageMeta`). */
const heroColumns = (image: StoredImage) => {
  const { imageId, imageMeta } = imageColumns(image);
  return { heroImageId: imageId, heroImageMeta: imageMeta };
};

export function createLocationsRepository(db: Db, urlOf: (picture: Picture) => string) {
  const toImage = (row: LocationImageRow): LocationImage => {
    const picture = pictureFromMeta(row.imageMeta) as Picture;
    return { _id: row.id, image: urlOf(picture), alt: row.alt, picture };
  };
  const toLocation = (row: LocationRow, images: LocationImageRow[]): Location => {
    const hero = pictureFromMeta(row.heroImageMeta) as Picture;
    return {
      _id: row.id,
      name: row.name,
      path: locationPath(row.name),
      heading: row.heading,
      intro: row.intro,
      paragraphs: fromJson<string[]>(row.paragraphs) ?? [],
      facts: fromJson<LocationFact[]>(row.facts) ?? [],
      hero: { image: urlOf(hero), alt: row.heroAlt, picture: hero },
      images: images.map(toImage),
      seeMoreCategory: row.seeMoreCategoryId,
    };
  };
  const imagesOf = (locationIds: string[]) =>
    locationIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('locationImages')
          .selectAll()
          .where('locationId', 'in', locationIds)
          .orderBy('locationId')
          .orderBy('position', 'asc')
          .orderBy('id', 'asc')
          .execute();
  const withImages = async (rows: LocationRow[]): Promise<Location[]> => {
    const images = await imagesOf(rows.map((r) => r.id));
    return rows.map((row) => toLocation(row, images.filter((image) => image.locationId === row.id)));
  };
  const one = async (row: LocationRow | undefined) => (row ? ((await withImages([row]))[0] ?? null) : null);

  return {
    /** Every location in menu order, each with its carousel in order. */
    async list(): Promise<Location[]> {
      return withImages(await db.selectFrom('locations').selectAll().orderBy('position', 'asc').orderBy('id', 'asc').execute());
    },
    /** Name and address of every location in menu order, without reading texts or images. */
    async links(): Promise<LocationLink[]> {
      const rows = await db.selectFrom('locations').select('name').orderBy('position', 'asc').orderBy('id', 'asc').execute();
      return rows.map(({ name }) => ({ name, path: locationPath(name) }));
    },
    /** For the sitemap: each location's address in menu order and the newest change of its page (the location or one of its images). */
    async withLastChange(): Promise<{ path: string; updatedAt: string }[]> {
      const rows = await db
        .selectFrom('locations as l')
        .select((eb) => [
          'l.name',
          'l.updatedAt',
          eb.selectFrom('locationImages as i').select((i) => i.fn.max('i.updatedAt').as('m')).whereRef('i.locationId', '=', 'l.id').as('imagesUpdatedAt'),
        ])
        .orderBy('l.position', 'asc')
        .orderBy('l.id', 'asc')
        .execute();
      return rows.map((row) => ({
        path: locationPath(row.name),
        updatedAt: row.imagesUpdatedAt && row.imagesUpdatedAt > row.updatedAt ? row.imagesUpdatedAt : row.updatedAt,
      }));
    },
    row: (id: string): Promise<LocationRow | undefined> =>
      db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst(),
    async get(id: string): Promise<Location | null> {
      return one(await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst());
    },
    /** The location whose current name has this key (any letter case of its name). */
    async byKey(nameKey: string): Promise<Location | null> {
      return one(await db.selectFrom('locations').selectAll().where('nameKey', '=', nameKey).executeTakeFirst());
    },
    /** The current name of the location that had this name key before a rename. */
    async renamedFrom(nameKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('locationRedirects as r')
        .innerJoin('locations as l', 'l.id', 'r.locationId')
        .select('l.name')
        .where('r.nameKey', '=', nameKey)
        .executeTakeFirst();
      return row?.name;
    },
    /** The id of the location currently named with this key, if any. */
    async idOfKey(nameKey: string): Promise<string | undefined> {
      return (await db.selectFrom('locations').select('id').where('nameKey', '=', nameKey).executeTakeFirst())?.id;
    },

    /**
     * Adds a location last in the menu. A former name being reused stops redirecting: the
     * address now belongs to the new location.
     */
    async insert(values: LocationValues, hero: StoredImage): Promise<string> {
      const { id, createdAt, updatedAt } = newRowKeys();
      const nameKey = nameKeyOf(values.name);
      await db.transaction().execute(async (trx) => {
        const max = await trx.selectFrom('locations').select((eb) => eb.fn.max<number>('position').as('p')).executeTakeFirst();
        const position = max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1;
        await trx.deleteFrom('locationRedirects').where('nameKey', '=', nameKey).execute();
        await trx
          .insertInto('locations')
          .values({
            id,
            createdAt,
            updatedAt,
            position,
            nameKey,
            name: values.name,
            heading: values.heading,
            intro: values.intro,
            paragraphs: toJson(values.paragraphs) as string,
            facts: toJson(values.facts) as string,
            heroAlt: values.heroAlt,
            seeMoreCategoryId: values.seeMoreCategoryId,
            ...heroColumns(hero),
          })
          .execute();
      });
      return id;
    },

    /**
     * Sets the given fields (undefined ones stay). A new name keeps the old one's address as a
     * redirect to it, and takes its own address back from any location that had it before.
     * Null when the location does not exist; else the hero image a new one replaced.
     */
    async update(id: string, values: Partial<LocationValues>, hero?: StoredImage): Promise<{ replaced: string | null } | null> {
      return db.transaction().execute(async (trx) => {
        const before = await forUpdate(db, trx.selectFrom('locations').select(['nameKey', 'heroImageId']).where('id', '=', id)).executeTakeFirst();
        if (!before) return null;
        const nameKey = values.name === undefined ? before.nameKey : nameKeyOf(values.name);
        if (nameKey !== before.nameKey) {
          await trx.deleteFrom('locationRedirects').where('nameKey', 'in', [nameKey, before.nameKey]).execute();
          await trx.insertInto('locationRedirects').values({ nameKey: before.nameKey, locationId: id }).execute();
        }
        const set = {
          name: values.name,
          nameKey: values.name === undefined ? undefined : nameKey,
          heading: values.heading,
          intro: values.intro,
          paragraphs: values.paragraphs === undefined ? undefined : (toJson(values.paragraphs) as string),
          facts: values.facts === undefined ? undefined : (toJson(values.facts) as string),
          heroAlt: values.heroAlt,
          seeMoreCategoryId: values.seeMoreCategoryId,
          ...(hero ? heroColumns(hero) : {}),
        };
        if (Object.values(set).some((v) => v !== undefined)) {
          await trx.updateTable('locations').set({ ...set, ...changedNow() }).where('id', '=', id).execute();
        }
        return { replaced: hero ? before.heroImageId : null };
      });
    },

    /** Deletes the location; its images and former names go with it (ON DELETE CASCADE). */
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('locations').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The carousel rows of a location, in order. */
    images: (locationId: string): Promise<LocationImageRow[]> => imagesOf([locationId]),
    imageRow: (locationId: string, imageId: string): Promise<LocationImageRow | undefined> =>
      db.selectFrom('locationImages').selectAll().where('id', '=', imageId).where('locationId', '=', locationId).executeTakeFirst(),

    /**
     * Appends images to the end of the carousel in one transaction: all of them or none. Answers
     * the new rows' ids in order; null when the location is gone.
     */
    async insertImages(locationId: string, images: { alt: string; image: StoredImage }[]): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        // Locks out a concurrent remove of the location on PostgreSQL until this commits (the
        // trash's move locks the row first too): without the lock a remove could commit between
        // this read and the insert, whose foreign key then failed (a 500 instead of a 404).
        const exists = await forUpdate(db, trx.selectFrom('locations').select('id').where('id', '=', locationId)).executeTakeFirst();
        if (!exists) return null;
        const max = await trx
          .selectFrom('locationImages')
          .select((eb) => eb.fn.max<number>('position').as('p'))
          .where('locationId', '=', locationId)
          .executeTakeFirst();
        const first = max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1;
        const rows = images.map(({ alt, image }, i) => ({ ...newRowKeys(), locationId, alt, position: first + i, ...imageColumns(image) }));
        if (rows.length > 0) await trx.insertInto('locationImages').values(rows).execute();
        return rows.map((row) => row.id);
      });
    },
    async updateImage(locationId: string, imageId: string, alt: string): Promise<boolean> {
      const r = await db
        .updateTable('locationImages')
        .set({ alt, ...changedNow() })
        .where('id', '=', imageId)
        .where('locationId', '=', locationId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async removeImage(locationId: string, imageId: string): Promise<boolean> {
      const r = await db.deleteFrom('locationImages').where('id', '=', imageId).where('locationId', '=', locationId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /**
     * Puts the carousel in the given order, if `ids` are exactly the location's image ids (checked
     * inside the transaction, so an image added meanwhile is not lost); false otherwise.
     */
    async orderImages(locationId: string, ids: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('locationImages').select(['id', 'position']).where('locationId', '=', locationId).execute();
        const known = new Map(current.map((r) => [r.id, Number(r.position)]));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) return false;
        const { updatedAt } = changedNow();
        for (const [position, id] of ids.entries()) {
          // Only images that move are written, and they carry the change (the page's lastmod).
          if (known.get(id) !== position) await trx.updateTable('locationImages').set({ position, updatedAt }).where('id', '=', id).execute();
        }
        return true;
      });
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
