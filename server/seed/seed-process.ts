/**
 * The seed process (seed-child.ts starts it): `seed-process <demo|upgrade> [--image-scale=<n>]`.
 * It reads the server's configuration from the same environment, builds the same services (no
 * site, no listening) and seeds through them, so every picture goes through the real image
 * pipeline and every row through the real repositories. Exit code 0 means complete.
 */
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createStorage } from '../media/storage/create-storage.ts';
import { seedDemoContent, seedUpgradedSite } from './seed.ts';

async function seed(): Promise<void> {
  const [kind, ...rest] = process.argv.slice(2);
  if (kind !== 'demo' && kind !== 'upgrade')
    throw new Error(`seed-process: unknown kind '${kind ?? ''}' (demo or upgrade)`);
  const scaleArg = rest.find((arg) => arg.startsWith('--image-scale='));
  const imageScale = scaleArg ? Number(scaleArg.slice('--image-scale='.length)) : 1;
  if (!(imageScale > 0 && imageScale <= 1))
    throw new Error(`seed-process: --image-scale must be in (0, 1], not ${scaleArg ?? ''}`);

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const media = createStorage(config);
  try {
    // The pages are not served from here: no web build, so React Router's bundle is never loaded.
    const app = await buildApp({
      config,
      db,
      storage: media.storage,
      webBuildDir: null,
      concurrentImages: 2,
    });
    try {
      await (kind === 'demo' ? seedDemoContent : seedUpgradedSite)(app.services, app.log, {
        imageScale,
      });
    } finally {
      await app.close();
    }
  } finally {
    media.close();
    await db.destroy();
  }
}

seed().then(
  () => process.exit(0),
  (error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    console.error(`demo content seeding failed: ${message}`);
    process.exit(1);
  },
);
