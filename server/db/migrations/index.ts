import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-login-attempts.ts';
import * as m0003 from './0003-revoked-tokens.ts';
import * as m0004 from './0004-locations.ts';
import * as m0005 from './0005-site-settings.ts';
import * as m0006 from './0006-alt-texts.ts';
import * as m0007 from './0007-trash.ts';
import * as m0008 from './0008-order.ts';
import * as m0009 from './0009-activity.ts';
import * as m0010 from './0010-updated-at.ts';
import * as m0011 from './0011-activity-user-id.ts';

/** Migrations live in code so the bundle and every dialect run the same list, in order. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-initial': m0001,
      '0002-login-attempts': m0002,
      '0003-revoked-tokens': m0003,
      '0004-locations': m0004,
      '0005-site-settings': m0005,
      '0006-alt-texts': m0006,
      '0007-trash': m0007,
      '0008-order': m0008,
      '0009-activity': m0009,
      '0010-updated-at': m0010,
      '0011-activity-user-id': m0011,
    };
  },
};
