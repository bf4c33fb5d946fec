import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countries, countryImageCount } from '#shared/limits.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { repoRoot } from '../test/spawn-server.ts';
import { demoPartners, demoPhotos, demoSlides, demoTeam, demoVideos } from './demo-content.ts';
import { seedInChildProcess, SeedStopped, type SeedProcessOptions } from './seed-child.ts';

/** The demo pictures at an eighth of their size: these tests check the content, not the pictures. */
const small = 1 / 8;
const sourceCommand = [
  process.execPath,
  '--import',
  'tsx',
  join(repoRoot, 'server', 'seed', 'seed-process.ts'),
] as const;

/** A site whose database never started: what `npm start` finds in an empty DATA_DIR. */
async function freshSite(): Promise<TestApp> {
  const t = await buildTestApp();
  // buildTestApp's own start (DEMO_CONTENT=off) claimed the first start; a fresh database has not.
  await t.db.deleteFrom('appSettings').where('key', '=', 'initialized_at').execute();
  return t;
}

/** The seed process on the test app's database and data folder, as the server would start it. */
function childRunner(t: TestApp, options: Partial<SeedProcessOptions> = {}) {
  return seedInChildProcess({
    command: sourceCommand,
    imageScale: small,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
      ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
    },
    ...options,
  });
}

const demoConfig = (t: TestApp) =>
  loadConfig({
    DATA_DIR: t.dataDir,
    DEMO_CONTENT: 'on',
    LOG_LEVEL: 'silent',
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  });

/** What the site holds, read from the services (the public read cache is not involved). */
async function content(t: TestApp) {
  const s = t.app.services;
  const photos: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await s.photos.page(undefined, page);
    pages = result.pages;
    photos.push(...result.data.map((p) => p.caption));
  }
  return {
    videos: (await s.videos.all()).map((v) => v.url),
    slides: (await s.slides.list()).map((x) => x.caption),
    photos,
    team: (await s.team.list()).map((m) => m.caption),
    partners: (await s.partners.list()).map((p) => p.name),
    locations: (await s.locations.list()).map((l) => [l.name, l.images.length]),
    pending: await s.settings.demoContentPending(),
  };
}

async function expectCompleteDemo(t: TestApp): Promise<void> {
  const c = await content(t);
  expect(c.videos).toEqual(demoVideos.map((v) => v.url));
  expect(c.slides).toEqual(demoSlides.map((s) => s.caption));
  expect([...c.photos].sort()).toEqual(demoPhotos.map((p) => p.caption).sort());
  expect(c.team).toEqual(demoTeam.map((m) => m.caption));
  expect(c.partners).toEqual(demoPartners);
  expect(c.locations).toEqual(countries.map((country) => [country, countryImageCount[country]]));
  expect(c.pending).toBe(false);
}

describe('demo content seeded in a child process', () => {
  it('a first start ends with the complete demo content, stored by the seed process', async () => {
    const t = await freshSite();
    try {
      await bootstrap(t.app, demoConfig(t), { runSeed: childRunner(t) });
      await expectCompleteDemo(t);
      // A later start seeds nothing more.
      await bootstrap(t.app, demoConfig(t), {
        runSeed: () => Promise.reject(new Error('must not seed again')),
      });
      await expectCompleteDemo(t);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('a seed process killed half-way is reported, and the next start completes the content without doubling it', async () => {
    const t = await freshSite();
    try {
      let seedPid = 0;
      const seeding = bootstrap(t.app, demoConfig(t), {
        runSeed: childRunner(t, { onSpawn: (pid) => (seedPid = pid) }),
      });
      // Killed once some videos are stored: the worst moment, part of the demo is there.
      for (;;) {
        if ((await t.app.services.videos.all()).length >= 3) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      process.kill(seedPid, 'SIGKILL');
      await expect(seeding).rejects.toThrow(
        /seed process was killed \(SIGKILL\).*next start completes it/,
      );
      const half = await content(t);
      expect(half.pending).toBe(true);
      expect(half.videos.length).toBeLessThan(demoVideos.length);

      await bootstrap(t.app, demoConfig(t), { runSeed: childRunner(t) });
      await expectCompleteDemo(t);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('a seed process that fails is reported with its exit code, and the content stays owed', async () => {
    const t = await freshSite();
    try {
      // An image scale the seed process refuses: it exits 1 before storing anything.
      const failing = childRunner(t, { imageScale: 2 });
      await expect(bootstrap(t.app, demoConfig(t), { runSeed: failing })).rejects.toThrow(
        /seed process exited with code 1/,
      );
      expect(await content(t)).toMatchObject({ videos: [], pending: true });
    } finally {
      await t.close();
    }
  }, 60_000);

  it("runs without the server's fixed malloc thresholds, which would double the seed's time", async () => {
    const t = await freshSite();
    try {
      let environ = '';
      // Refused at once (image scale 2): only the environment it was started with matters here.
      const runner = childRunner(t, {
        imageScale: 2,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'silent',
          MALLOC_ARENA_MAX: '2',
          MALLOC_MMAP_THRESHOLD_: '131072',
          MALLOC_TRIM_THRESHOLD_: '131072',
        },
        // spawn returns once the new program runs, so this is the seed process's own environment.
        onSpawn: (pid) => (environ = readFileSync(`/proc/${pid}/environ`, 'utf8')),
      });
      await expect(runner('demo')).rejects.toThrow(/exited with code 1/);
      const vars = environ.split('\0');
      expect(vars).toContain(`DATA_DIR=${t.dataDir}`);
      expect(vars).toContain('MALLOC_ARENA_MAX=1');
      expect(vars.filter((v) => /^MALLOC_(MMAP|TRIM)_THRESHOLD_=/.test(v))).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('an abort (the server stopping) stops the seed process and rejects with SeedStopped', async () => {
    const t = await freshSite();
    try {
      const stopping = new AbortController();
      let seedPid = 0;
      const seeding = bootstrap(t.app, demoConfig(t), {
        runSeed: childRunner(t, { signal: stopping.signal, onSpawn: (pid) => (seedPid = pid) }),
      });
      while ((await t.app.services.videos.all()).length === 0)
        await new Promise((resolve) => setTimeout(resolve, 50));
      stopping.abort();
      await expect(seeding).rejects.toBeInstanceOf(SeedStopped);
      // The process is gone: signal 0 only checks that it exists.
      expect(() => process.kill(seedPid, 0)).toThrow();
      expect((await content(t)).pending).toBe(true);
    } finally {
      await t.close();
    }
  }, 120_000);
});
