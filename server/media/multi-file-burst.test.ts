import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addLocation, mediaFiles, read } from '../test/factories.ts';
import { heldStorage } from '../test/held-storage.ts';
import { jpeg, png } from '../test/fixtures.ts';

/**
 * Forms carrying several files (a carousel add of up to five images, a settings update with a
 * logo and a share image) under a burst: each file takes a place in the image queue (one
 * processed, four waiting), so a form is stored whole or refused whole with 503, and a refused
 * one gives back the places its first files took and leaves no file behind.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(wrapStorage?: ReturnType<typeof heldStorage>['wrap']) {
  t = await buildTestApp(wrapStorage ? { wrapStorage } : {});
  return { app: t, origin: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
}

const tempFiles = (app: TestApp) => {
  const dir = join(app.dataDir, 'tmp', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
/** The stored image folders (`kind/id`) the media directory holds. */
const folders = (app: TestApp) => [...new Set(mediaFiles(app).map((f) => f.split('/').slice(0, 2).join('/')))].sort();
/** The folder (`kind/id`) of a stored image from its URL (`/media/kind/id/w480.webp`). */
const folderOf = (url: string) => url.split('/').slice(2, 4).join('/');

function formOf(fields: Record<string, string>, files: Array<[string, Buffer, string, string]>): globalThis.FormData {
  const form = new globalThis.FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes, type, filename] of files) form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Counts the image-queue places the app's form reading holds (taken at a file's first byte). */
function watchQueue(app: TestApp) {
  const inbox = app.app.uploads;
  const admit = inbox.admit.bind(inbox);
  let held = 0;
  inbox.admit = () => {
    const admission = admit();
    held += 1;
    let released = false;
    return {
      release() {
        if (!released) held -= 1;
        released = true;
        admission.release();
      },
    };
  };
  return {
    get held() {
      return held;
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function send(origin: string, token: string, path: string, form: globalThis.FormData) {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
  const body = (await res.json()) as { message?: string; code?: string };
  // A busy answer says how long to wait, the same number as its Retry-After.
  if (res.status === 503) expect(body.message).toBe(messages.uploadsBusy(Number(res.headers.get('retry-after'))));
  return { status: res.status, body };
}

describe('forms with several files under a burst', () => {
  it('carousel adds of two images: a form the queue cannot take whole is refused whole, and gives its places back', async () => {
    const held = heldStorage({ armed: false });
    const { app, origin } = await listening(held.wrap);
    const queue = watchQueue(app);
    const location = await addLocation(app, { name: 'Armenia' });
    held.arm();
    const image = await jpeg(320, 180);
    const file = (name: string): [string, Buffer, string, string] => ['image', image, 'image/jpeg', `${name}.jpg`];
    const add = (alt: string, ...names: string[]) =>
      send(origin, app.token, `/api/locations/${location._id}/images/add`, formOf({ alt }, names.map(file)));

    // A is processed (held at its first write), B waits: four of the five places are taken.
    const a = add('A', 'a1', 'a2');
    await held.started;
    const b = add('B', 'b1', 'b2');
    await until(() => queue.held === 4);
    // C's first file takes the last place, its second is refused: C is answered 503 and keeps nothing.
    const c = await add('C', 'c1', 'c2');
    expect(c).toMatchObject({ status: 503, body: { code: 'busy' } });
    expect(queue.held).toBe(4);
    // The place C's first file took is free again: D's one file gets it, E's finds none.
    const d = add('D', 'd1');
    await until(() => queue.held === 5);
    expect(await add('E', 'e1')).toMatchObject({ status: 503, body: { code: 'busy' } });

    held.open();
    expect((await Promise.all([a, b, d])).map((r) => r.status)).toEqual([201, 201, 201]);
    const after = await read<Location>(app, `/api/locations/${location.name}`);
    // Each form's images go in when its last one is stored: D's one file can come before A's two.
    expect(after.images.map((i) => i.alt).sort()).toEqual(['A', 'A', 'B', 'B', 'D']);
    expect(folders(app)).toEqual([folderOf(after.hero.image), ...after.images.map((i) => folderOf(i.image))].sort());
    expect(tempFiles(app)).toEqual([]);
    expect(queue.held).toBe(0);
  });

  it('fifty settings updates with a logo and a share image at once: each stored whole or refused busy, no stray file', async () => {
    const { app, origin } = await listening();
    const logo = await png(300, 100);
    const share = await jpeg(600, 315);
    const update = (i: number) =>
      send(
        origin,
        app.token,
        '/api/settings/update',
        formOf({ companyName: `Burst Films ${i}` }, [
          ['logo', logo, 'image/png', 'logo.png'],
          ['shareImage', share, 'image/jpeg', 'share.jpg'],
        ]),
      );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => update(i)));
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].every((s) => s === 200 || s === 503)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    for (const { status, body } of answers) if (status === 503) expect(body.code).toBe('busy');

    const settings = await read<SiteSettings>(app, '/api/settings');
    expect(settings.companyName).toMatch(/^Burst Films \d+$/);
    // Only the last stored logo and share image remain: every replaced one and every refused one is gone.
    expect(folders(app)).toEqual([folderOf(settings.logo?.image ?? ''), folderOf(settings.shareImage?.image ?? '')].sort());
    expect(tempFiles(app)).toEqual([]);
  });
});
