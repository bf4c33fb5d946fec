import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { missingFiles, readSiteState, storedFiles, type SiteState } from '../test/site-state.ts';
import { repoRoot, signIn, spawnServer, type RunningServer } from '../test/spawn-server.ts';
import { referencedMedia } from '../db/media-references.ts';
import { openReadOnly } from './sqlite-file.ts';

const execFileAsync = promisify(execFile);
const temp = (name: string) => mkdtempSync(join(tmpdir(), `film-site-${name}-`));
const live = temp('live');
const backupDir = join(temp('backup'), 'snapshot');
const fresh = temp('fresh');
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) await s.kill();
  for (const dir of [live, join(backupDir, '..'), fresh]) rmSync(dir, { recursive: true, force: true });
});

/** Runs scripts/<name>.ts as `npm run <name>` would, on DATA_DIR; resolves to its exit code and output. */
async function script(name: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', `${name}.ts`), ...args], { cwd: repoRoot, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

const image = (shade: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 120, b: 60 } } }).jpeg().toBuffer();

function form(fields: Record<string, string>, file?: Buffer): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'x.jpg');
  return body;
}

/** The last change of every row the writer running during the backup leaves alone (migration 0010's updated_at). */
async function lastChanges(file: string) {
  const db = openReadOnly(file);
  try {
    const of = (rows: { id: string | number; updatedAt: string }[]) => rows.map((r) => `${r.id} ${r.updatedAt}`);
    return {
      team: of(await db.selectFrom('teamMembers').select(['id', 'updatedAt']).orderBy('id').execute()),
      slides: of(await db.selectFrom('slides').select(['id', 'updatedAt']).orderBy('id').execute()),
      partners: of(await db.selectFrom('partners').select(['id', 'updatedAt']).orderBy('id').execute()),
      aboutUs: of(await db.selectFrom('aboutUs').select(['id', 'updatedAt']).execute()),
    };
  } finally {
    await db.destroy();
  }
}

/** The backup folder's rows and files agree: every row's files are there and nothing else is. */
async function expectConsistentBackup(dir: string) {
  const db = openReadOnly(join(dir, 'site.db'));
  try {
    const referenced = await referencedMedia(db);
    const files = storedFiles(join(dir, 'media'));
    for (const prefix of referenced) expect(files.some((f) => f === prefix || f.startsWith(`${prefix}/`)), prefix).toBe(true);
    for (const file of files) {
      const [root, name] = file.split('/');
      expect(referenced.has(`${root}/${name}`), file).toBe(true);
    }
    return referenced.size;
  } finally {
    await db.destroy();
  }
}

describe('npm run backup / npm run restore', () => {
  it('backs up a serving site consistently and restores it into an empty data folder', async () => {
    const testStart = new Date().toISOString();
    const server = await spawnServer(live);
    servers.push(server);
    const token = await signIn(server.url);
    const post = (path: string, body: FormData | object) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: body instanceof FormData ? { 'x-access-token': token } : { 'x-access-token': token, 'content-type': 'application/json' },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
    for (let i = 0; i < 3; i += 1) expect((await post('/api/photo/add', form({ caption: `before ${i}` }, await image(i * 40)))).status).toBe(201);
    expect((await post('/api/team/add', form({ caption: 'Olena', text: 'Director' }, await image(200)))).status).toBe(201);
    expect((await post('/api/slider/add', form({ caption: 'Slide' }, await image(90)))).status).toBe(201);
    expect((await post('/api/logo/add', form({}, await image(10)))).status).toBe(201);
    expect((await post('/api/about_us/update', { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' })).status).toBe(200);
    // An item in the trash: the backup carries it and its files, so it can be restored from the copy.
    expect((await post('/api/photo/add', form({ caption: 'trashed' }, await image(60)))).status).toBe(201);
    const trashedId = ((await (await fetch(`${server.url}/api/photo`)).json()) as { data: Array<{ _id: string }> }).data[0]?._id as string;
    expect((await fetch(`${server.url}/api/photo/remove/${trashedId}`, { headers: { 'x-access-token': token } })).status).toBe(200);
    const before = await readSiteState(server.url);
    // The activity record of the writes before the backup (the team and partner adds: nothing else touches those kinds).
    const records = async (url: string, withToken: string) =>
      (await (await fetch(`${url}/api/activity?kind=member`, { headers: { 'x-access-token': withToken } })).json()) as unknown;
    const recordsBefore = await records(server.url, token);
    expect(recordsBefore).toMatchObject({ data: [{ action: 'add', kind: 'member', caption: 'Olena' }], pages: 1 });

    // Uploads and removals keep coming while the backup runs.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      const file = await image(150);
      while (writing) {
        const res = await post('/api/photo/add', form({ caption: `during ${during}` }, file));
        expect(res.status).toBe(201);
        during += 1;
        const { data } = (await (await fetch(`${server.url}/api/photo`)).json()) as { data: Array<{ _id: string; caption: string }> };
        const victim = data.find((p) => p.caption.startsWith('during'));
        if (victim && during % 2 === 0) await fetch(`${server.url}/api/photo/remove/${victim._id}`, { headers: { 'x-access-token': token } });
      }
    })();
    const result = await script('backup', live, backupDir);
    writing = false;
    await writer;
    expect(result.output).toMatch(/Backed up the database and \d+ media files/);
    expect(result.code).toBe(0);
    expect(during).toBeGreaterThan(0);
    expect(await expectConsistentBackup(backupDir)).toBeGreaterThanOrEqual(6);
    // The copy holds password hashes: owner-only, like the live data folder.
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(backupDir, 'site.db')).mode & 0o777).toBe(0o600);

    // A second backup into the same (now full) folder is refused.
    expect((await script('backup', live, backupDir)).code).toBe(1);

    // Restoring while the server has the database open is refused, and changes nothing.
    const refused = await script('restore', live, backupDir);
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/stop the server/);
    expect((await readSiteState(server.url)).team).toEqual(before.team);
    expect(await server.stop()).toBe(0);
    // The copy holds each row's last change (the sitemap's lastmod), the about-us edit's among them.
    const changedBefore = await lastChanges(join(backupDir, 'site.db'));
    expect(Object.values(changedBefore).every((rows) => rows.length === 1 && / \d{4}-\d\d-\d\dT/.test(rows[0] ?? ''))).toBe(true);
    expect((changedBefore.aboutUs[0] ?? '').slice(2) >= testStart).toBe(true);

    // Into an empty data folder: the restored site serves everything from before the backup.
    const restored = await script('restore', fresh, backupDir);
    expect(restored.code, restored.output).toBe(0);
    // Each row's last change (the sitemap's lastmod) came back as it was.
    expect(await lastChanges(join(fresh, 'site.db'))).toEqual(changedBefore);
    const again = await spawnServer(fresh);
    servers.push(again);
    const state: SiteState = await readSiteState(again.url);
    expect(missingFiles(state, join(fresh, 'media'))).toEqual([]);
    for (const photo of before.photos) expect(state.photos.map((p) => p._id)).toContain(photo._id);
    expect(state.photos.every((p) => p.caption.startsWith('before') || p.caption.startsWith('during'))).toBe(true);
    expect({ team: state.team, slides: state.slides, logos: state.logos, aboutUs: state.aboutUs }).toEqual({
      team: before.team,
      slides: before.slides,
      logos: before.logos,
      aboutUs: before.aboutUs,
    });
    for (const url of [state.photos[0]?.image, state.team[0]?.image, `/logos/${state.logos[0]}`]) {
      expect((await fetch(`${again.url}${url}`)).status, url).toBe(200);
    }
    // The activity record came back with the rows.
    expect(await records(again.url, await signIn(again.url))).toEqual(recordsBefore);
    // The trashed photo came along and comes back from the copy, its files with it.
    const againToken = await signIn(again.url);
    const restoredPhoto = await fetch(`${again.url}/api/trash/restore/${trashedId}`, { method: 'POST', headers: { 'x-access-token': againToken } });
    expect(restoredPhoto.status).toBe(200);
    const trashedImage = (await readSiteState(again.url)).photos.find((p) => p._id === trashedId)?.image;
    expect((await fetch(`${again.url}${trashedImage}`)).status, trashedImage).toBe(200);
    expect(await again.stop()).toBe(0);

    // Over an existing site (stopped): the replaced database and media are moved aside, not lost.
    const over = await script('restore', live, backupDir);
    expect(over.code, over.output).toBe(0);
    const aside = readdirSync(live).filter((name) => name.includes('.before-restore-'));
    expect(aside.sort()).toEqual([expect.stringMatching(/^media\.before-restore-/), expect.stringMatching(/^site\.db\.before-restore-/)]);
    expect(existsSync(join(live, 'site.db'))).toBe(true);
    expect(storedFiles(join(live, 'media'))).toEqual(storedFiles(join(backupDir, 'media')));
  }, 120_000);
});
