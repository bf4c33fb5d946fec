/**
 * `npm run admin -- --email E --password P`: sets that account's password, or adds it as one more
 * administrator when no account has that e-mail. For when nobody can sign in (every password
 * forgotten): the accounts view needs a signed-in administrator. Tokens issued before a password
 * change stop working.
 */
import { parseArgs } from 'node:util';
import { loginSchema } from '#shared/schemas/auth.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { setAdminPassword } from '#server/modules/auth/auth.service.ts';
import { createUsersRepository } from '#server/modules/auth/users.repository.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = loginSchema.safeParse({ email: values.email ?? '', password: values.password ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`Usage: npm run admin -- --email E --password P\n--${String(issue?.path[0])}: ${issue?.message.trim()}`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await setAdminPassword(createUsersRepository(db), parsed.data.email, parsed.data.password);
    console.log(`Admin ${parsed.data.email} is set; sign in at ${config.publicUrl}/login`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
