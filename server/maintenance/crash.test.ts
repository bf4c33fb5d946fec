import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createDiskStorage } from '../media/storage/disk-storage.ts';
import { missingFiles, readSiteState, referencedFiles, storedFiles } from '../test/site-state.ts';
import { signIn, spawnServer, type RunningServer } from '../test/spawn-server.ts';
import { sweepOrphans } from './orphan-sweep.ts';

/**
 * kill -9 in the middle of uploads and edits, then start again: the database opens intact, every
 * acknowledged write is there, every row's files exist, and the sweep leaves no file without a row.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'film-site-crash-'));
const mediaDir = join(dataDir, 'media');
let server: RunningServer | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A photo-like JPEG: big enough that processing takes a while, so the kill lands mid-upload. */
const upload = (seed: number) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: seed % 255, g: 90, b: 140 }, noise: { type: 'gaussian', mean: 100, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

function form(fields: Record<string, string>, image?: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'upload.jpg');
  return body;
}

describe('a crash mid-write', () => {
  it('leaves a database that opens, rows whose files exist, and only orphans the sweep removes', async () => {
    server = await spawnServer(dataDir);
    const token = await signIn(server.url);
    const images = await Promise.all([1, 2, 3, 4].map(upload));
    const base = server.url;
    /** Writes sent and not yet answered. */
    let inFlight = 0;
    const post = async (path: string, body: FormData | object) => {
      inFlight += 1;
      try {
        return await fetch(`${base}${path}`, {
          method: 'POST',
          headers: body instanceof FormData ? { 'x-access-token': token } : { 'x-access-token': token, 'content-type': 'application/json' },
          body: body instanceof FormData ? body : JSON.stringify(body),
        });
      } finally {
        inFlight -= 1;
      }
    };

    const acknowledged = { photos: new Set<string>(), removed: new Set<string>(), team: new Set<string>() };
    /** Captions of photos a removal was sent for: acknowledged or cut off by the kill, either may hold. */
    const removing = new Set<string>();
    let counter = 0;
    let stop = false;
    const worker = async (lane: number) => {
      while (!stop) {
        const n = (counter += 1);
        const image = images[n % images.length] as Buffer;
        try {
          const choice = (n + lane) % 6;
          if (choice <= 1) {
            const caption = `crash photo ${n}`;
            if ((await post('/api/photo/add', form({ caption }, image))).status === 201) acknowledged.photos.add(caption);
          } else if (choice === 2) {
            const caption = `Member ${n}`;
            if ((await post('/api/team/add', form({ caption, text: 'Camera operator' }, image))).status === 201) acknowledged.team.add(caption);
          } else if (choice === 3) {
            await post('/api/logo/add', form({}, image));
          } else {
            // Replace the image of a listed photo, or remove one: old files go after the commit.
            const list = (await (await fetch(`${base}/api/photo`)).json()) as { data: Array<{ _id: string; caption: string }> };
            const target = list.data[n % Math.max(1, list.data.length)];
            if (!target) continue;
            if (choice === 4) {
              await post(`/api/photo/update/${target._id}`, form({}, image));
            } else {
              removing.add(target.caption);
              const res = await fetch(`${base}/api/photo/remove/${target._id}`, { headers: { 'x-access-token': token } });
              if (res.status === 200) acknowledged.removed.add(target._id);
            }
          }
        } catch {
          // The server is gone: the kill has happened.
          return;
        }
      }
    };
    const lanes = Array.from({ length: 6 }, (_, lane) => worker(lane));
    // Kill once some writes are acknowledged and while others are in flight.
    await expect
      .poll(() => acknowledged.photos.size + acknowledged.team.size >= 4 && inFlight >= 3, { timeout: 60_000, interval: 5 })
      .toBe(true);
    await server.kill();
    stop = true;
    await Promise.all(lanes);

    // Start again on the same data.
    server = await spawnServer(dataDir);
    const state = await readSiteState(server.url);
    const captions = new Set(state.photos.map((p) => p.caption));
    const ids = new Set(state.photos.map((p) => p._id));
    for (const caption of acknowledged.photos) {
      // An acknowledged add is there, unless a removal was sent for it.
      if (!removing.has(caption)) expect(captions.has(caption), caption).toBe(true);
    }
    for (const id of acknowledged.removed) expect(ids.has(id), `removed ${id} is back`).toBe(false);
    const teamCaptions = new Set(state.team.map((m) => m.caption));
    for (const caption of acknowledged.team) expect(teamCaptions.has(caption), caption).toBe(true);
    expect(missingFiles(state, mediaDir)).toEqual([]);
    // Every stored variant is a whole, readable image (writes are renamed into place).
    for (const key of referencedFiles(state)) {
      const meta = await sharp(readFileSync(join(mediaDir, key))).metadata();
      expect(meta.width, key).toBeGreaterThan(0);
    }
    expect(await server.stop()).toBe(0);

    // The database file is intact, and the sweep (without its grace period: nothing runs now)
    // leaves exactly the files the rows point to.
    // Removed photos wait in the trash with their files (a restore brings them back).
    const db = await openDatabase({ sqlitePath: join(dataDir, 'site.db') });
    let trashed: string[] = [];
    let trashIds = new Set<string>();
    try {
      const check = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrityCheck: 'ok' }]);
      await sweepOrphans({ db, storage: createDiskStorage(mediaDir), graceMs: 0, now: Date.now() + 1000 });
      const rows = await db.selectFrom('trash').select(['id', 'files']).execute();
      trashed = rows.flatMap((row) => (JSON.parse(row.files) as { images: string[] }).images);
      trashIds = new Set(rows.map((row) => row.id));
    } finally {
      await db.destroy();
    }
    // Every acknowledged removal is in the trash (one cut off by the kill may be too).
    for (const id of acknowledged.removed) expect(trashIds.has(id), `removed ${id} in the trash`).toBe(true);
    const inTrash = (key: string) => trashed.some((prefix) => key.startsWith(`${prefix}/`));
    for (const prefix of trashed) expect(storedFiles(mediaDir).some((key) => key.startsWith(`${prefix}/`)), prefix).toBe(true);
    expect(storedFiles(mediaDir).filter((key) => !inTrash(key))).toEqual(referencedFiles(state));
  }, 120_000);
});
