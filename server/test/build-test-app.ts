import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createStorage } from '../media/storage/create-storage.ts';
import type { Storage } from '../media/storage/storage.ts';
import { createDatabaseThrottleStore } from '../modules/auth/database-throttle-store.ts';
import type { ThrottleStore } from '../modules/auth/login-throttle.ts';
import {
  createVimeoClient,
  type ThumbnailPolicy,
  vimeoThumbnails,
} from '../modules/videos/vimeo-client.ts';
import { connectRedis } from '../redis.ts';
import { createTestDatabase, testDatabaseUrl } from './test-database.ts';
import { webBuildDir } from './web-build.ts';

export const testAdmin = { email: 'admin@test.example', password: 'correct-horse-battery' };

export interface TestApp {
  app: App;
  /** The app's database, for a test that must set up a state no endpoint makes (an old site). */
  db: Db;
  /** The PostgreSQL database of this app (unset on SQLite). */
  databaseUrl?: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** A valid admin token, signed in through the API. */
  token: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  vimeoUrl?: string;
  /** Extra settings: S3_* selects the S3 storage, REDIS_URL (+ REDIS_KEY_PREFIX) the shared Redis stores. */
  env?: Record<string, string>;
  /** A second instance: the same database and data folder as `shared`, which keeps owning them. */
  shared?: TestApp;
  /** SQLite even when the suite runs on PostgreSQL (a single-machine site, as the data migration starts from). */
  sqlite?: boolean;
  /** An existing data folder to use and keep (not removed on close). */
  dataDir?: string;
  /** Serve the site's pages from the production build (which must exist), not only the API. */
  webBuild?: boolean;
  /** Where thumbnails may come from; by default the origin of `vimeoUrl` (the fake's), 20 MB. */
  vimeoThumbnails?: Partial<ThumbnailPolicy>;
  /** Checks passwords instead of plain argon2id: tests count and hold the calls. */
  verifyPassword?: AppDeps['verifyPassword'];
  /** Wraps the app's throttle store (the database's, or Redis with REDIS_URL) to watch it. */
  watchThrottle?: (store: ThrottleStore) => ThrottleStore;
  /** Demo pictures (DEMO_CONTENT=on) at this fraction of their size: the seeding tests check the content, not the pictures. */
  demoImageScale?: number;
  /** A seam around the real storage (e.g. holding writes until a test lets them through). */
  wrapStorage?: (storage: Storage) => Storage;
}

/**
 * A fresh app on its own temporary database and media folder, with an admin account and no
 * demo content: a new SQLite file, or, when TEST_DATABASE_URL is set, a new database on that
 * PostgreSQL server, dropped on close. `vimeoUrl` points oEmbed at a fake; by default a closed
 * port (unreachable).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owner = !options.shared && !options.dataDir;
  const dataDir =
    options.shared?.dataDir ?? options.dataDir ?? mkdtempSync(join(tmpdir(), 'film-site-test-'));
  const ownDatabase =
    !options.shared && !options.sqlite && !options.env?.DATABASE_URL && testDatabaseUrl;
  const database = ownDatabase ? await createTestDatabase(testDatabaseUrl) : undefined;
  const databaseUrl = options.shared?.databaseUrl ?? database?.url;
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    VIMEO_OEMBED_URL: options.vimeoUrl ?? 'http://127.0.0.1:9/api/oembed.json',
    ...options.env,
  });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    poolSize: 4,
  });
  const media = createStorage(config);
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisKeyPrefix)
    : undefined;
  const throttleStore = redis?.throttleStore ?? createDatabaseThrottleStore(db);
  const app = await buildApp({
    config,
    db,
    storage: options.wrapStorage ? options.wrapStorage(media.storage) : media.storage,
    throttleStore: options.watchThrottle ? options.watchThrottle(throttleStore) : throttleStore,
    ...(options.verifyPassword ? { verifyPassword: options.verifyPassword } : {}),
    invalidation: redis?.invalidation,
    vimeo: createVimeoClient(config.vimeoOembedUrl, 1000, {
      origins: [new URL(config.vimeoOembedUrl).origin],
      maxBytes: vimeoThumbnails.maxBytes,
      ...options.vimeoThumbnails,
    }),
    webBuildDir: options.webBuild ? webBuildDir() : join(dataDir, 'no-web-build'),
  });
  await bootstrap(app, config, { imageScale: options.demoImageScale ?? 1 });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin });
  const token = (login.json() as { token: string }).token;
  return {
    app,
    db,
    databaseUrl: config.databaseUrl,
    dataDir,
    mediaDir: config.mediaDir,
    token,
    async close() {
      await app.close();
      await redis?.close();
      media.close();
      await db.destroy();
      await database?.drop();
      if (!owner) return;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
