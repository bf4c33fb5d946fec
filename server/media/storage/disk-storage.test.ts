import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  dirs.push(dir);
  return { dir, storage: createDiskStorage(dir) };
}

async function read(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('disk storage', () => {
  it('writes and reads a file, with a content type from its extension', async () => {
    const { storage } = setup();
    await storage.put('photos/abc/w480.webp', Buffer.from('first'), 'image/webp');
    await storage.put('photos/abc/w480.webp', Buffer.from('second'), 'image/webp');
    const file = await storage.get('photos/abc/w480.webp');
    expect(file).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(await read(file!.body)).toBe('second');
    expect((await storage.get('photos/abc/w960.avif'))?.contentType).toBeUndefined();
  });

  it('leaves no temporary files behind', async () => {
    const { dir, storage } = setup();
    await Promise.all(['a', 'b', 'c'].map((n) => storage.put(`logos/${n}.webp`, Buffer.from(n), 'image/webp')));
    expect(fs.readdirSync(path.join(dir, 'logos')).sort()).toEqual(['a.webp', 'b.webp', 'c.webp']);
  });

  it('answers null for a missing file or a folder', async () => {
    const { storage } = setup();
    await storage.put('photos/abc/w480.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('photos/nope/w480.webp')).toBeNull();
    expect(await storage.get('photos/abc')).toBeNull();
  });

  it('refuses keys that could leave the media folder or are not plain', async () => {
    const { storage } = setup();
    for (const key of ['', '../x.webp', 'photos/../../x', '/etc/passwd', 'Photos/x.webp', 'a//b', 'a b', 'a/./b', 'photos/x\\y']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      expect(() => storage.url(key)).toThrow('Invalid storage key');
    }
    await expect(storage.deletePrefix('../')).rejects.toThrow('Invalid storage key');
    await expect(storage.deletePrefix('')).rejects.toThrow('Invalid storage key');
  });

  it('deletes a folder prefix and nothing else', async () => {
    const { dir, storage } = setup();
    await storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('photos/a/w480.avif', Buffer.from('x'), 'image/avif');
    await storage.put('photos/ab/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('photos/a/');
    expect(fs.existsSync(path.join(dir, 'photos/a'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photos/ab/w480.webp'))).toBe(true);
    await storage.deletePrefix('photos/a/');
    await storage.deletePrefix('nothing/here/');
  });

  it('deletes files by a name prefix', async () => {
    const { dir, storage } = setup();
    await storage.put('logos/one.webp', Buffer.from('x'), 'image/webp');
    await storage.put('logos/two.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('logos/one.webp');
    expect(fs.readdirSync(path.join(dir, 'logos'))).toEqual(['two.webp']);
  });

  it('lists the entries under a root', async () => {
    const { storage } = setup();
    await storage.put('photos/b/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('team/c/w480.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.listPrefixes('photos')).toEqual(['photos/a', 'photos/b']);
    expect(await storage.listPrefixes('photos/')).toEqual(['photos/a', 'photos/b']);
    expect(await storage.listPrefixes('slides')).toEqual([]);
  });

  it('builds public URLs under the base path', () => {
    expect(createDiskStorage('/tmp/x').url('photos/a/w480.webp')).toBe('/media/photos/a/w480.webp');
    expect(createDiskStorage('/tmp/x', '/files/').url('logos/a.webp')).toBe('/files/logos/a.webp');
  });
});
