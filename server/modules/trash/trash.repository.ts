import { sql, type Kysely, type Transaction } from 'kysely';
import { messages } from '#shared/messages.ts';
import type { TrashKind } from '#shared/schemas/trash.ts';
import { type CategoryType, categoryTypes } from '#shared/schemas/category.ts';
import type { Picture } from '#shared/schemas/common.ts';
import { dialectOf, type Db } from '../../db/database.ts';
import { fromJson, toJson } from '../../db/json.ts';
import { changedNow, tablesWithLastChange } from '../../db/new-row.ts';
import type { Database, TrashRow } from '../../db/schema.ts';
import { displayUrl, pictureFromMeta } from '../../media/image-variants.ts';
import { nameKey } from '../categories/categories.repository.ts';
import { trashKinds, type KindSpec } from './trash-kinds.ts';

type Row = Record<string, unknown>;
/** The kinds name tables and columns as strings (trash-kinds.ts), so rows are handled loosely here. */
type Loose = Kysely<Record<string, Row>>;
const loose = (db: Db | Transaction<Database>) => db as unknown as Loose;

/** What a trash row holds besides its columns (JSON in `payload`). */
export interface TrashPayload {
  /** The removed rows, parents first (re-inserted in this order). */
  rows: { table: string; rows: Row[] }[];
  /** Ids of rows elsewhere that pointed at the item through `column` when it was removed. */
  links: { table: string; column: string; ids: string[] }[];
  /**
   * References the removal of their target emptied before this item's own (a photo of a category
   * trashed first), by column: the item finds its target again when both are back, in either order.
   */
  former?: Record<string, string>;
}

/** The stored files the trashed rows reference (JSON in `files`): kept until the purge. */
export interface TrashFiles {
  /** Image folders (`photos/<id>`). */
  images: string[];
  /** Logo file names under logos/. */
  logos: string[];
}

export interface TrashEntry {
  id: string;
  kind: TrashKind;
  caption: string;
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
  /** What the item looked like (null: a category, or no image). */
  picture: Picture | null;
  /** The picture's display address, or a partner's logo address. */
  image: string | null;
  /** A category's type, so that a photo category is told from a video category of the same name. */
  categoryType: CategoryType | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const payloadOf = (stored: string) => fromJson<TrashPayload>(stored) as TrashPayload;

/** The removed item's own row in its payload: the first of its table (children come after it). */
const ownRow = (spec: KindSpec, payload: TrashPayload): Row | undefined => payload.rows.find((r) => r.table === spec.table)?.rows[0];

const isCategoryType = (value: unknown): value is CategoryType => categoryTypes.some((type) => type === value);

/** The item's picture and image address, read off its stored row, so that an untitled photo can be told from another. */
function lookOf(spec: KindSpec, payload: TrashPayload): Pick<TrashEntry, 'picture' | 'image' | 'categoryType'> {
  const row = ownRow(spec, payload);
  const type = row?.type;
  const categoryType = spec.table === 'categories' && isCategoryType(type) ? type : null;
  const meta = (spec.pictures ?? []).map((column) => row?.[column]).find((value) => typeof value === 'string');
  const picture = typeof meta === 'string' ? pictureFromMeta(meta) : null;
  if (picture) return { picture, image: displayUrl(picture), categoryType };
  const logo = spec.logo ? text(row?.[spec.logo]) : '';
  return { picture: null, image: logo ? `/logos/${logo}` : null, categoryType };
}

const toEntry = (row: Pick<TrashRow, 'id' | 'kind' | 'caption' | 'deletedAt' | 'deletedBy' | 'purgeAt' | 'payload'>): TrashEntry => {
  const kind = row.kind as TrashKind;
  return {
    id: row.id,
    kind,
    caption: row.caption,
    deletedAt: row.deletedAt,
    deletedBy: row.deletedBy,
    purgeAt: row.purgeAt,
    ...lookOf(trashKinds[kind], payloadOf(row.payload)),
  };
};

function filesOf(spec: KindSpec, rows: TrashPayload['rows']): TrashFiles {
  const files: TrashFiles = { images: [], logos: [] };
  const columns: Record<string, readonly string[]> = {
    [spec.table]: spec.images,
    ...Object.fromEntries((spec.children ?? []).map((child) => [child.table, child.images])),
  };
  for (const { table, rows: list } of rows) {
    for (const row of list) {
      for (const column of columns[table] ?? []) if (text(row[column])) files.images.push(text(row[column]));
      if (table === spec.table && spec.logo && text(row[spec.logo])) files.logos.push(text(row[spec.logo]));
    }
  }
  return files;
}

/** The outcome of a restore: the item's kind and caption, and what could not come back with it. */
export type RestoreResult =
  | { status: 'restored'; kind: TrashKind; caption: string; notices: string[] }
  | { status: 'missing' }
  | { status: 'refused'; message: string };

/** The kind whose items live in `table`: what a reference to that table points at. */
const kindOfTable = (table: string) => (Object.keys(trashKinds) as TrashKind[]).find((kind) => trashKinds[kind].table === table);

/** The link (table and column) of a restored item to the target of one of its references. */
interface Link {
  table: string;
  column: string;
  id: string;
}

export function createTrashRepository(db: Db) {
  /** A person's name for the removed item; a location image is named with its location ("Armenia: Mount Ararat"). */
  async function captionOf(trx: Loose, spec: KindSpec, row: Row): Promise<string> {
    // An item without a caption is named by its alt text (most photos added many at once have
    // only that), so that two of them can be told apart.
    const own = text(row[spec.captionColumn]).trim() || text(row.alt).trim();
    if (spec.parent) {
      const parent = await trx.selectFrom(spec.parent.table).select('name').where('id', '=', row[spec.parent.column] as string).executeTakeFirst();
      const location = text(parent?.name) || 'a location';
      return own ? `${location}: ${own}` : `Image of ${location}`;
    }
    return own;
  }

  /** See TrashPayload.former: the trashed targets whose links hold this item's emptied references. */
  async function formerReferences(t: Transaction<Database>, spec: KindSpec, row: Row): Promise<Record<string, string>> {
    const former: Record<string, string> = {};
    for (const ref of spec.references ?? []) {
      const kind = kindOfTable(ref.table);
      if (!kind || (row[ref.column] !== null && row[ref.column] !== undefined)) continue;
      const trashed = await t.selectFrom('trash').select(['id', 'payload']).where('kind', '=', kind).execute();
      const target = trashed.find(({ payload }) =>
        payloadOf(payload).links.some((l) => l.table === spec.table && l.column === ref.column && l.ids.includes(String(row.id))),
      );
      if (target) former[ref.column] = target.id;
    }
    return former;
  }

  /**
   * Where a restored item's reference points: at a row that is here, at an item in the trash (the
   * restored item joins its links, so restoring that item puts the reference back), or at nothing.
   * On PostgreSQL each read locks what it finds until this restore commits, in this order:
   * - the target: a removal of it that comes later waits, then finds the restored row among its
   *   links; one already under way holds the row, and this read returns once it has committed
   *   (a plain read saw the target still there, and the insert then met its foreign key: a 500);
   * - its trash row: a restore of the target under way holds it, and this read returns once it
   *   has committed, or the target's restore waits and then finds this item among its links;
   * - the target again: put back by that restore meanwhile.
   */
  async function referenceTarget(t: Transaction<Database>, table: string, id: string, link: Link): Promise<'here' | 'trashed' | 'gone'> {
    const postgres = dialectOf(db) === 'postgres';
    const isHere = async () => {
      const target = loose(t).selectFrom(table).select('id').where('id', '=', id);
      return (await (postgres ? target.forKeyShare() : target).executeTakeFirst()) !== undefined;
    };
    if (await isHere()) return 'here';
    const kind = kindOfTable(table);
    if (kind) {
      const query = t.selectFrom('trash').select('payload').where('id', '=', id).where('kind', '=', kind);
      const trashed = await (postgres ? query.forUpdate() : query).executeTakeFirst();
      if (trashed) {
        const payload = payloadOf(trashed.payload);
        const joined = payload.links.find((l) => l.table === link.table && l.column === link.column);
        if (!joined) payload.links.push({ table: link.table, column: link.column, ids: [link.id] });
        else if (!joined.ids.includes(link.id)) joined.ids.push(link.id);
        await t.updateTable('trash').set({ payload: toJson(payload) as string }).where('id', '=', id).execute();
        return 'trashed';
      }
    }
    return (await isHere()) ? 'here' : 'gone';
  }

  return {
    /**
     * Moves an item to the trash in one transaction: the rows that pointed at it are noted, its
     * rows (children first, so the cascade takes nothing unseen) are deleted and kept whole in
     * the trash row. Null when the item does not exist (also when a concurrent removal won).
     */
    async move(
      kind: TrashKind,
      id: string,
      meta: { deletedAt: string; deletedBy: string | null; purgeAt: string },
    ): Promise<TrashEntry | null> {
      const spec = trashKinds[kind];
      return db.transaction().execute(async (t) => {
        const trx = loose(t);
        // PostgreSQL: the item's row is locked first, so no child is added between reading the
        // children and deleting the item (the cascade would take it unseen). SQLite transactions take turns.
        if (dialectOf(db) === 'postgres') {
          const locked = await sql`select id from ${sql.table(snake(spec.table))} where id = ${id} for update`.execute(t);
          if (locked.rows.length === 0) return null;
        }
        const links: TrashPayload['links'] = [];
        const changed = changedNow();
        for (const link of spec.links ?? []) {
          const rows = await trx.selectFrom(link.table).select('id').where(link.column, '=', id).execute();
          links.push({ ...link, ids: rows.map((r) => String(r.id)) });
          // They lose the link below (ON DELETE SET NULL): a change of their pages.
          if (rows.length > 0) await trx.updateTable(link.table).set(changed).where(link.column, '=', id).execute();
        }
        const children: TrashPayload['rows'] = [];
        for (const child of spec.children ?? []) {
          const rows = await trx.deleteFrom(child.table).where(child.key, '=', id).returningAll().execute();
          children.push({ table: child.table, rows });
        }
        const row = await trx.deleteFrom(spec.table).where('id', '=', id).returningAll().executeTakeFirst();
        if (!row) {
          // Nothing to move; the children read above (none, for an unknown id) must not go either.
          if (children.some((c) => c.rows.length > 0)) throw new Error(`trash: ${kind} ${id} vanished during its move`);
          return null;
        }
        // A location image's page is its location's: the location carries the removal.
        if (spec.parent) await trx.updateTable(spec.parent.table).set(changed).where('id', '=', row[spec.parent.column] as string).execute();
        const rows = [{ table: spec.table, rows: [row] }, ...children];
        const stored = { id, kind, caption: await captionOf(trx, spec, row), ...meta };
        const former = await formerReferences(t, spec, row);
        const payload: TrashPayload = { rows, links, ...(Object.keys(former).length > 0 ? { former } : {}) };
        await t
          .insertInto('trash')
          .values({ ...stored, payload: toJson(payload) as string, files: toJson(filesOf(spec, rows)) as string })
          .execute();
        return { ...stored, ...lookOf(spec, payload) };
      });
    },

    /** Newest removal first. */
    async list(): Promise<TrashEntry[]> {
      const rows = await db
        .selectFrom('trash')
        .select(['id', 'kind', 'caption', 'deletedAt', 'deletedBy', 'purgeAt', 'payload'])
        .orderBy('deletedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toEntry);
    },

    /**
     * Puts the item back as it was, in one transaction: the trash row is taken first (a second
     * restore or a purge of the same item waits for it, then finds nothing), then the rows are
     * inserted under their own ids. Optional references whose target has gone are emptied (and
     * reported); links that are still free point at the item again.
     */
    async restore(id: string): Promise<RestoreResult> {
      try {
        return await db.transaction().execute(async (t): Promise<RestoreResult> => {
          const taken = await t.deleteFrom('trash').where('id', '=', id).returningAll().executeTakeFirst();
          if (!taken) return { status: 'missing' };
          const kind = taken.kind as TrashKind;
          const spec = trashKinds[kind];
          const payload = payloadOf(taken.payload);
          const trx = loose(t);
          // The parent (a location image's location), locked on PostgreSQL until the commit: a
          // removal of it under way ends first (then the restore is refused), one that comes later
          // waits and takes the restored row along. A plain read let the insert meet its foreign key.
          const exists = async (table: string, key: unknown) => {
            if (typeof key !== 'string') return false;
            const parent = trx.selectFrom(table).select('id').where('id', '=', key);
            return (await (dialectOf(db) === 'postgres' ? parent.forKeyShare() : parent).executeTakeFirst()) !== undefined;
          };
          const notices = new Set<string>();
          // Coming back is the rows' last change (rows trashed before migration 0010 have none of their own).
          const changed = changedNow();
          for (const { table, rows } of payload.rows) {
            for (const stored of rows) {
              const row: Row = tablesWithLastChange.has(table) ? { ...stored, ...changed } : { ...stored };
              if (table === spec.table) {
                if (spec.parent && !(await exists(spec.parent.table, row[spec.parent.column]))) throw new Refusal(spec.parent.refusal);
                for (const ref of spec.references ?? []) {
                  const target = row[ref.column] ?? payload.former?.[ref.column];
                  if (typeof target !== 'string') continue;
                  const where = await referenceTarget(t, ref.table, target, { table: spec.table, column: ref.column, id: String(row.id) });
                  row[ref.column] = where === 'here' ? target : null;
                  if (where !== 'here') notices.add(where === 'trashed' ? ref.inTrash : ref.notice);
                }
                if (kind === 'location') await assertNameFree(trx, row);
                if (kind === 'category') await assertCategoryNameFree(db, trx, row);
              }
              // A former name another location has taken since is that location's now.
              if (table === 'locationRedirects' && (await nameTaken(trx, row.nameKey))) continue;
              await trx.insertInto(table).values(row).execute();
            }
          }
          for (const link of payload.links) {
            if (link.ids.length === 0) continue;
            await trx
              .updateTable(link.table)
              .set({ [link.column]: id, ...changed })
              .where('id', 'in', link.ids)
              .where(link.column, 'is', null)
              .execute();
          }
          return { status: 'restored', kind, caption: taken.caption, notices: [...notices] };
        });
      } catch (error) {
        if (error instanceof Refusal) return { status: 'refused', message: error.message };
        throw error;
      }
    },

    /** Deletes the trash row for good; its files are the caller's to delete after the commit. Null when unknown. */
    async purge(id: string): Promise<(TrashEntry & { files: TrashFiles }) | null> {
      const row = await db.deleteFrom('trash').where('id', '=', id).returningAll().executeTakeFirst();
      return row ? { ...toEntry(row), files: fromJson<TrashFiles>(row.files) as TrashFiles } : null;
    },

    /** The ids of items whose time in the trash ended at `now` (ISO 8601). */
    async expired(now: string): Promise<string[]> {
      const rows = await db.selectFrom('trash').select('id').where('purgeAt', '<=', now).execute();
      return rows.map((r) => r.id);
    },
  };
}
export type TrashRepository = ReturnType<typeof createTrashRepository>;

/** A restore that cannot go ahead (its location is gone, its name is taken): the transaction rolls back. */
class Refusal extends Error {}

/** The SQL name of a Kysely table name (the CamelCasePlugin's mapping, for the raw lock query). */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function nameTaken(trx: Loose, nameKey: unknown): Promise<boolean> {
  const key = text(nameKey);
  const location = await trx.selectFrom('locations').select('id').where('nameKey', '=', key).executeTakeFirst();
  if (location) return true;
  return (await trx.selectFrom('locationRedirects').select('locationId').where('nameKey', '=', key).executeTakeFirst()) !== undefined;
}

/**
 * Category names are unique within their type (any letter case): a category added meanwhile under
 * this one's name keeps it. On PostgreSQL the table is locked as an add locks it, so the two take turns.
 */
async function assertCategoryNameFree(db: Db, trx: Loose, row: Row): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`lock table categories in share row exclusive mode`.execute(trx);
  const others = await trx.selectFrom('categories').select('caption').where('type', '=', text(row.type)).execute();
  const key = nameKey(text(row.caption));
  // Named as the other one is spelled now ('NIGHT' for 'Night'): that is the one to rename.
  const other = others.find((each) => nameKey(text(each.caption)) === key);
  if (other) throw new Refusal(messages.trash.categoryNameTaken(text(other.caption)));
}

/**
 * A location's name is its address: if another location has taken it meanwhile, this one cannot
 * come back under it. A redirect of that name (a renamed location's old address) gives way.
 */
async function assertNameFree(trx: Loose, row: Row): Promise<void> {
  const key = text(row.nameKey);
  const other = await trx.selectFrom('locations').select('name').where('nameKey', '=', key).executeTakeFirst();
  if (other) throw new Refusal(messages.trash.locationNameTaken(text(other.name)));
  await trx.deleteFrom('locationRedirects').where('nameKey', '=', key).execute();
}
