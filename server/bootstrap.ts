import { randomBytes } from 'node:crypto';
import type { App } from './app.ts';
import type { Config } from './config.ts';
import { seedDemoContent, seedUpgradedSite, type SeedOptions } from './seed/seed.ts';
import type { SeedRunner } from './seed/seed-child.ts';

export const defaultAdminEmail = 'admin@example.com';

export interface BootstrapOptions extends SeedOptions {
  /**
   * Runs the seeding (drawing and storing the demo pictures). The server passes one that runs
   * it in a child process (seed/seed-child.ts), so sharp's memory goes with that process; by
   * default it runs here, in this process (the API tests).
   */
  runSeed?: SeedRunner;
}

/**
 * What every start makes sure of: the protected 'Ukraine' photo category, an admin account
 * (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated one printed once), and demo content in an empty
 * database unless DEMO_CONTENT=off. Resolves once the demo content is complete; throws when its
 * seeding failed (what was stored stays, and the next start completes it).
 */
export async function bootstrap(app: App, config: Config, options: BootstrapOptions = {}): Promise<void> {
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
  const { settings } = app.services;
  const runSeed: SeedRunner =
    options.runSeed ??
    ((kind) => (kind === 'demo' ? seedDemoContent : seedUpgradedSite)(app.services, app.log, options));
  // Demo content only on the very first start, so an admin who empties the site keeps it empty.
  // Owed before the start is claimed, so a crash in between still seeds on the next start.
  if (config.demoContent && !(await settings.initialized())) await settings.markDemoContentPending();
  const firstStart = await settings.claimFirstStart();
  if (config.demoContent && (await settings.demoContentPending())) {
    await runSeed('demo');
    await settings.clearDemoContentPending();
  }
  // Claimed on every database, once: a new one has its locations from the demo content (or
  // wants none); only one started before locations were content gets them carried over.
  if ((await settings.claimEditableContent()) && !firstStart) await runSeed('upgrade');
  void app.services.videos.fillMissingVimeo().catch(() => undefined);
}
