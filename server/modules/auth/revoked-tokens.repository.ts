import type { Db } from '../../db/database.ts';

/** Signed-out tokens, by their `jti`, kept until the token would have expired anyway. */
export function createRevokedTokensRepository(db: Db) {
  return {
    async isRevoked(jti: string): Promise<boolean> {
      const row = await db.selectFrom('revokedTokens').select('jti').where('jti', '=', jti).executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Records the sign-out (twice is the same as once) and drops the rows of tokens that have
     * expired since: the table holds at most the tokens signed out within one token lifetime.
     */
    async revoke(jti: string, expiresAt: Date, now: Date = new Date()): Promise<void> {
      await db
        .insertInto('revokedTokens')
        .values({ jti, expiresAt: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      await db.deleteFrom('revokedTokens').where('expiresAt', '<=', now.toISOString()).execute();
    },
  };
}
export type RevokedTokensRepository = ReturnType<typeof createRevokedTokensRepository>;
