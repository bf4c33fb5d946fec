import type { User } from '#shared/schemas/user.ts';
import type { Db } from '../../db/database.ts';
import { newObjectId } from '../../db/object-id.ts';
import type { UserRow } from '../../db/schema.ts';
import { withTableLocked } from '../../db/table-lock.ts';

/** E-mail addresses are stored lowercased, so the unique column makes them unique in any case. */
const normal = (email: string) => email.toLowerCase();

export function createUsersRepository(db: Db) {
  async function insert(email: string, passwordHash: string): Promise<string> {
    const id = newObjectId();
    await db
      .insertInto('users')
      .values({
        id,
        email: normal(email),
        // The column holds 200 characters; an email's local part may be longer (textLimits.email allows 254 in all).
        username: (email.split('@')[0] ?? email).slice(0, 200),
        passwordHash,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  return {
    byEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', normal(email)).executeTakeFirst();
    },
    byId(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Every account, oldest first. */
    async list(): Promise<User[]> {
      const rows = await db.selectFrom('users').select(['id', 'email', 'createdAt']).orderBy('id', 'asc').execute();
      return rows.map((row) => ({ _id: row.id, email: row.email, createdAt: row.createdAt }));
    },
    /** Adds an account and answers its id; null when the e-mail (in any case) has one already, also when another request just added it. */
    async add(email: string, passwordHash: string): Promise<string | null> {
      if (await this.byEmail(email)) return null;
      try {
        return await insert(email, passwordHash);
      } catch (error) {
        // The unique column refused a twin added in between; any other failure is a real one.
        if (await this.byEmail(email)) return null;
        throw error;
      }
    },
    /**
     * Removes the account unless it is the only one, in one locked step, so two administrators
     * removing each other at once cannot leave the site without an account.
     */
    removeUnlessLast(id: string): Promise<'removed' | 'last' | 'missing'> {
      return withTableLocked(db, 'users', async (trx) => {
        const ids = (await trx.selectFrom('users').select('id').execute()).map((row) => row.id);
        if (!ids.includes(id)) return 'missing';
        if (ids.length <= 1) return 'last';
        await trx.deleteFrom('users').where('id', '=', id).execute();
        return 'removed';
      });
    },
    /**
     * Sets a new password and ends every token issued before: the new token version, or undefined
     * when the account is gone or, given `overVersion`, no longer at that version.
     */
    async setPassword(id: string, passwordHash: string, overVersion?: number): Promise<number | undefined> {
      let update = db
        .updateTable('users')
        .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', id);
      if (overVersion !== undefined) update = update.where('tokenVersion', '=', overVersion);
      const row = await update.returning('tokenVersion').executeTakeFirst();
      return row?.tokenVersion;
    },
    /** Creates the user, or sets a new password (and invalidates older tokens) if the email exists. */
    async upsert(email: string, passwordHash: string): Promise<UserRow> {
      const existing = await this.byEmail(email);
      if (existing) await this.setPassword(existing.id, passwordHash);
      else await insert(email, passwordHash);
      const row = await this.byEmail(email);
      if (!row) throw new Error('user upsert failed');
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
