import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createDiskStorage } from '../media/storage/disk-storage.ts';
import type { Storage } from '../media/storage/storage.ts';
import { createVimeoClient } from '../modules/videos/vimeo-client.ts';
import { testAdmin } from './build-test-app.ts';
import { webBuildDir } from './web-build.ts';

export interface LoggedApp {
  app: App;
  db: Db;
  dataDir: string;
  mediaDir: string;
  token: string;
  /** Every log line written so far, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Like buildTestApp, but the app logs (JSON lines, level info) into `logs` and the test gets the
 * database handle: for tests about what a failure writes to the log and what it leaves behind.
 */
export async function buildLoggedApp(
  env: Record<string, string> = {},
  options: { webBuild?: boolean; wrapStorage?: (storage: Storage) => Storage } = {},
): Promise<LoggedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-logged-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const db = await openDatabase({ sqlitePath: config.sqlitePath });
  const app = await buildApp({
    config,
    db,
    storage: (options.wrapStorage ?? ((storage: Storage) => storage))(createDiskStorage(config.mediaDir)),
    vimeo: createVimeoClient(config.vimeoOembedUrl, 1000),
    webBuildDir: options.webBuild ? webBuildDir() : join(dataDir, 'no-web-build'),
    logStream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await bootstrap(app, config);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin });
  const token = login.json<{ token: string }>().token;
  return {
    app,
    db,
    dataDir,
    mediaDir: config.mediaDir,
    token,
    logs,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
