import { randomBytes } from 'node:crypto';
import type { App } from './app.ts';
import type { Config } from './config.ts';
import { seedDemoContent, seedUpgradedSite, type SeedOptions } from './seed/seed.ts';

export const defaultAdminEmail = 'admin@example.com';

/**
 * What every start makes sure of: the protected 'Ukraine' photo category, an admin account
 * (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated one printed once), and demo content in an empty
 * database unless DEMO_CONTENT=off.
 */
export async function bootstrap(app: App, config: Config, seed: SeedOptions = {}): Promise<void> {
  const { auth, categories } = app.services;
  await categories.ensureProtected();
  if (config.admin) {
    await auth.setAdmin(config.admin.email, config.admin.password);
  } else if (!(await auth.hasUsers())) {
    const password = randomBytes(12).toString('base64url');
    await auth.setAdmin(defaultAdminEmail, password);
    // Printed once, on purpose, to the console rather than the log stream.
    console.log(
      `\n  Admin account created. Sign in at ${config.publicUrl}/login with\n    email:    ${defaultAdminEmail}\n    password: ${password}\n  Change it with: npm run admin -- --email ${defaultAdminEmail} --password <new>\n`,
    );
  }
  // Demo content only on the very first start, so an admin who empties the site keeps it empty.
  const firstStart = await app.services.settings.claimFirstStart();
  if (firstStart && config.demoContent) await seedDemoContent(app.services, app.log, seed);
  // Claimed on every database, once: a new one has its locations from the demo content (or
  // wants none); only one started before locations were content gets them carried over.
  if ((await app.services.settings.claimEditableContent()) && !firstStart) {
    await seedUpgradedSite(app.services, app.log, seed);
  }
  void app.services.videos.fillMissingVimeo().catch(() => undefined);
}
