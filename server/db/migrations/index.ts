import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-login-attempts.ts';
import * as m0003 from './0003-revoked-tokens.ts';
import * as m0004 from './0004-locations.ts';

/** Migrations live in code so the bundle and every dialect run the same list, in order. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-initial': m0001,
      '0002-login-attempts': m0002,
      '0003-revoked-tokens': m0003,
      '0004-locations': m0004,
    };
  },
};
