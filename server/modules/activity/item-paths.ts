import type { ActivityRecord } from '#shared/schemas/activity.ts';
import { locationPath } from '#shared/schemas/location.ts';
import type { Db } from '../../db/database.ts';

type Item = Pick<ActivityRecord, 'kind' | 'itemId'>;

/** The list a record without an item shows (an order, the about-us texts, the settings). */
const listPaths: Readonly<Record<string, string>> = {
  photo: '/gallery',
  video: '/videos',
  member: '/team#team',
  partner: '/team#work-with',
  slide: '/',
  'about us': '/team',
  settings: '/contacts',
};

/** Where an item of a kind is seen, once it is known to be on the site. */
const pathOf: Readonly<Record<string, (id: string) => string>> = {
  photo: (id) => `/gallery/${id}`,
  video: (id) => `/videos/watch/${id}`,
  member: () => '/team#team',
  partner: () => '/team#work-with',
  slide: () => '/',
  account: () => '/admin/accounts',
};

const tables = {
  photo: 'photos',
  video: 'videos',
  member: 'teamMembers',
  partner: 'partners',
  slide: 'slides',
  account: 'users',
} as const;

/**
 * Where each record's item can be seen on the site now, read when the page of records is: its
 * page (a photo's, a video's, its location's under today's name, its category's list), or the
 * page that shows it. Null when the item is not on the site (removed, purged) or the record names
 * none that has a page. One query per kind on the page, whatever its length.
 */
export async function itemPaths(db: Db, records: readonly Item[]): Promise<(string | null)[]> {
  const idsOf = (kind: string) => [
    ...new Set(records.flatMap((r) => (r.kind === kind && r.itemId ? [r.itemId] : []))),
  ];
  const live = new Map<string, string>();
  /** Reads which of a kind's items on the page are on the site, and where, in one query. */
  const lookUp = async (
    kind: string,
    read: (ids: string[]) => Promise<{ id: string; path: string }[]>,
  ) => {
    const ids = idsOf(kind);
    if (ids.length === 0) return;
    for (const row of await read(ids)) live.set(`${kind} ${row.id}`, row.path);
  };
  await Promise.all([
    ...Object.entries(tables).map(([kind, table]) =>
      lookUp(kind, async (ids) => {
        const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
        return rows.map(({ id }) => ({ id, path: (pathOf[kind] as (id: string) => string)(id) }));
      }),
    ),
    lookUp('category', async (ids) => {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'type'])
        .where('id', 'in', ids)
        .execute();
      return rows.map(({ id, type }) => ({
        id,
        path: `${type === 'photo' ? '/gallery' : '/videos'}?category=${id}`,
      }));
    }),
    lookUp('location', async (ids) => {
      const rows = await db
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      return rows.map(({ id, name }) => ({ id, path: locationPath(name) }));
    }),
    lookUp('location image', async (ids) => {
      const rows = await db
        .selectFrom('locationImages as i')
        .innerJoin('locations as l', 'l.id', 'i.locationId')
        .select(['i.id as id', 'l.name as name'])
        .where('i.id', 'in', ids)
        .execute();
      return rows.map(({ id, name }) => ({ id, path: locationPath(name) }));
    }),
  ]);
  return records.map(({ kind, itemId }) => {
    if (!kind) return null;
    if (!itemId) return listPaths[kind] ?? null;
    return live.get(`${kind} ${itemId}`) ?? null;
  });
}
