import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createDiskStorage } from '../media/storage/disk-storage.ts';
import { createVimeoClient } from '../modules/videos/vimeo-client.ts';

export const testAdmin = { email: 'admin@test.example', password: 'correct-horse-battery' };

export interface TestApp {
  app: App;
  dataDir: string;
  mediaDir: string;
  /** A valid admin token, signed in through the API. */
  token: string;
  close(): Promise<void>;
}

/**
 * A fresh app on its own temporary SQLite file and media folder, with an admin account and no
 * demo content. `vimeoUrl` points oEmbed at a fake; by default a closed port (unreachable).
 */
export async function buildTestApp(options: { vimeoUrl?: string; env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    VIMEO_OEMBED_URL: options.vimeoUrl ?? 'http://127.0.0.1:9/api/oembed.json',
    ...options.env,
  });
  const db = await openDatabase({ sqlitePath: config.sqlitePath });
  const app = await buildApp({
    config,
    db,
    storage: createDiskStorage(config.mediaDir),
    vimeo: createVimeoClient(config.vimeoOembedUrl, 1000),
    webBuildDir: join(dataDir, 'no-web-build'),
  });
  await bootstrap(app, config);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin });
  const token = (login.json() as { token: string }).token;
  return {
    app,
    dataDir,
    mediaDir: config.mediaDir,
    token,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
