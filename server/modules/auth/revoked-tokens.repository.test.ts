import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createRevokedTokensRepository } from './revoked-tokens.repository.ts';

/** Both engines on every run, whichever one the rest of the suite uses. */
const dir = mkdtempSync(join(tmpdir(), 'revoked-tokens-'));
let pgDatabase: TestDatabase;
const engines: Record<'sqlite' | 'postgres', Db> = {} as never;

beforeAll(async () => {
  pgDatabase = await createTestDatabase();
  engines.sqlite = await openDatabase({ sqlitePath: join(dir, 'site.db') });
  engines.postgres = await openDatabase({ databaseUrl: pgDatabase.url, sqlitePath: join(dir, 'unused.db') });
});

afterAll(async () => {
  await Promise.all(Object.values(engines).map((db) => db.destroy()));
  await pgDatabase?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const hours = (n: number) => new Date(Date.now() + n * 3600_000);

describe.each(['sqlite', 'postgres'] as const)('revoked tokens on %s', (engine) => {
  it('remembers a revoked id until it expires, then drops it at the next sign-out', async () => {
    const db = engines[engine];
    const revoked = createRevokedTokensRepository(db);
    await revoked.revoke('old-token', hours(1));
    await revoked.revoke('live-token', hours(12));
    expect(await revoked.isRevoked('old-token')).toBe(true);
    expect(await revoked.isRevoked('never-revoked')).toBe(false);

    // Two hours later: the first token has expired on its own, so its row is no longer needed.
    await revoked.revoke('new-token', hours(14), hours(2));
    const rows = await db.selectFrom('revokedTokens').select('jti').orderBy('jti').execute();
    expect(rows.map((r) => r.jti)).toEqual(['live-token', 'new-token']);
  });

  it('takes the same id twice, also at once, without an error', async () => {
    const revoked = createRevokedTokensRepository(engines[engine]);
    await Promise.all(Array.from({ length: 8 }, () => revoked.revoke('twice', hours(3))));
    await revoked.revoke('twice', hours(3));
    expect(await revoked.isRevoked('twice')).toBe(true);
  });
});
