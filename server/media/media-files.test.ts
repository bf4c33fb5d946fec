import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMediaFiles, matchesEtag } from './media-files.ts';

describe('media files kept in memory', () => {
  let dir: string;
  const write = (key: string, bytes: number, fill = 1) => {
    mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    writeFileSync(path.join(dir, key), Buffer.alloc(bytes, fill));
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a file with its type and ETag, and the same copy again while the file is unchanged', async () => {
    write('photos/a/w480.webp', 100);
    const files = createMediaFiles(dir);
    const first = await files.read('photos/a/w480.webp');
    expect(first?.contentType).toBe('image/webp');
    expect(first?.body.length).toBe(100);
    expect(first?.etag).toMatch(/^"64-[0-9a-f]+"$/);
    expect(await files.read('photos/a/w480.webp')).toBe(first);
    expect(files.keptBytes()).toBe(100);
  });

  it('stops serving a file the moment it is deleted, and forgets its copy', async () => {
    write('photos/a/w480.webp', 100);
    const files = createMediaFiles(dir);
    expect(await files.read('photos/a/w480.webp')).not.toBeNull();
    rmSync(path.join(dir, 'photos/a'), { recursive: true });
    expect(await files.read('photos/a/w480.webp')).toBeNull();
    expect(files.keptBytes()).toBe(0);
  });

  it('reads a replaced file again instead of answering the old copy', async () => {
    write('logos/x.png', 100, 1);
    const files = createMediaFiles(dir);
    await files.read('logos/x.png');
    write('logos/x.png', 120, 2);
    const again = await files.read('logos/x.png');
    expect(again?.body.length).toBe(120);
    expect(again?.body[0]).toBe(2);
  });

  it('keeps at most maxBytes, dropping the least recently used, and never keeps a large file', async () => {
    for (const name of ['a', 'b', 'c']) write(`photos/${name}/w480.avif`, 400);
    write('photos/big/w1920.avif', 900);
    const files = createMediaFiles(dir, { maxBytes: 1000, maxFileBytes: 800 });
    await files.read('photos/a/w480.avif');
    await files.read('photos/b/w480.avif');
    await files.read('photos/a/w480.avif'); // a is now the most recent
    await files.read('photos/c/w480.avif'); // over budget: b goes
    expect(files.keptBytes()).toBe(800);
    const big = await files.read('photos/big/w1920.avif');
    expect(big?.body.length).toBe(900);
    expect(files.keptBytes()).toBe(800);
  });

  it('answers nothing for a folder or a missing file', async () => {
    write('photos/a/w480.webp', 10);
    const files = createMediaFiles(dir);
    expect(await files.read('photos/a')).toBeNull();
    expect(await files.read('photos/none/w480.webp')).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('accepts the tag itself, its weak form, a list and *; nothing else', () => {
    expect(matchesEtag('"1-2"', '"1-2"')).toBe(true);
    expect(matchesEtag('W/"1-2"', '"1-2"')).toBe(true);
    expect(matchesEtag('"0-0", "1-2"', '"1-2"')).toBe(true);
    expect(matchesEtag('*', '"1-2"')).toBe(true);
    expect(matchesEtag('"1-3"', '"1-2"')).toBe(false);
    expect(matchesEtag(undefined, '"1-2"')).toBe(false);
  });
});
