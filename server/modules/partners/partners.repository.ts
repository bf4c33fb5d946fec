import type { Partner, PartnerForm } from '#shared/schemas/partner.ts';
import type { Db } from '../../db/database.ts';
import { changedNow, newRowKeys } from '../../db/new-row.ts';
import { insertFirst, saveOrder } from '../../db/positions.ts';
import type { PartnerRow } from '../../db/schema.ts';

const toPartner = (row: PartnerRow): Partner => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  alt: row.alt,
  image: `/logos/${row.logo}`,
  logo: row.logo,
});

/** Partners: a name, a link and an alt text beside a logo file, in the admin's order (before any, the order they were added; a new one goes first). */
export function createPartnersRepository(db: Db) {
  const row = (id: string): Promise<PartnerRow | undefined> =>
    db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async list(): Promise<Partner[]> {
      return (await db.selectFrom('partners').selectAll().orderBy('position', 'asc').orderBy('id', 'desc').execute()).map(toPartner);
    },
    row,
    async byLogo(logo: string): Promise<PartnerRow | undefined> {
      return db.selectFrom('partners').selectAll().where('logo', '=', logo).executeTakeFirst();
    },
    /** A new one goes first; answers the new row's id. */
    async insert(values: PartnerForm, logo: string): Promise<string> {
      const keys = newRowKeys();
      await insertFirst(db, 'partners', { ...keys, ...values, logo });
      return keys.id;
    },
    /** False unless `ids` are exactly the partners' ids, each once. */
    order: (ids: string[]) => saveOrder(db, 'partners', ids),
    /** Undefined values, and the logo when none is given, are left as they are; true when the partner exists. */
    async update(id: string, values: Partial<PartnerForm>, logo?: string): Promise<boolean> {
      const set = { ...values, ...(logo ? { logo } : {}) };
      if (Object.values(set).every((v) => v === undefined)) return (await row(id)) !== undefined;
      const r = await db.updateTable('partners').set({ ...set, ...changedNow() }).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** True when the partner was listed. */
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
