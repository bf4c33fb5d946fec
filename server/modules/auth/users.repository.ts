import type { Db } from '../../db/database.ts';
import { newObjectId } from '../../db/object-id.ts';
import type { UserRow } from '../../db/schema.ts';

export function createUsersRepository(db: Db) {
  return {
    byEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    byId(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Creates the user, or sets a new password (and invalidates older tokens) if the email exists. */
    async upsert(email: string, passwordHash: string): Promise<UserRow> {
      const existing = await this.byEmail(email);
      if (existing) {
        await db
          .updateTable('users')
          .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
          .where('id', '=', existing.id)
          .execute();
      } else {
        await db
          .insertInto('users')
          .values({
            id: newObjectId(),
            email: email.toLowerCase(),
            // The column holds 200 characters; an email's local part may be longer (textLimits.email allows 254 in all).
            username: (email.split('@')[0] ?? email).slice(0, 200),
            passwordHash,
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
      const row = await this.byEmail(email);
      if (!row) throw new Error('user upsert failed');
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
