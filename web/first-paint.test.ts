import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferredModuleType, deferredPreloadRel } from '#web/lib/deferred-app.ts';
import { firstPaintHtml, firstPaintStream } from './first-paint.ts';

// The shape React Router 7 writes for <Links> and <Scripts> (React hoists the links into <head>).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="N0"/>',
  '<link rel="modulepreload" href="/assets/root-B2.js" nonce="N0"/>',
  '<link nonce="N0" rel="stylesheet" href="/assets/root-C3.css"/>',
  '<link nonce="N0" rel="stylesheet" href="/assets/picture-D4.css#"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '</head><body><main><h1>Café – Київ</h1></main>',
  '<script nonce="N0">window.__reactRouterContext = {};</script>',
  '<script nonce="N0" type="module" async="">import * as route0 from "/assets/root-B2.js";\nimport("/assets/entry.client-A1.js");</script>',
  '</body></html>',
].join('');

const css: Record<string, string> = {
  '/assets/root-C3.css': 'body{margin:0}',
  '/assets/picture-D4.css#': '.p{display:block}',
};
const options = { nonce: 'N0', stylesheet: (href: string) => css[href] };

describe('firstPaintHtml', () => {
  const out = firstPaintHtml(page, options);

  it('inlines each built stylesheet with the nonce and disables its link, in the same order', () => {
    expect(out).toContain(
      '<style nonce="N0">body{margin:0}</style><link nonce="N0" rel="stylesheet" href="/assets/root-C3.css" disabled=""/>' +
        '<style nonce="N0">.p{display:block}</style><link nonce="N0" rel="stylesheet" href="/assets/picture-D4.css#" disabled=""/>',
    );
  });

  it('makes the modulepreload links and the module script inert, keeping their contents', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out.match(new RegExp(`rel="${deferredPreloadRel}"`, 'g'))).toHaveLength(2);
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script nonce="N0" type="${deferredModuleType}" async="">import * as route0 from "/assets/root-B2.js";\nimport("/assets/entry.client-A1.js");</script>`,
    );
  });

  it('leaves everything else as it was', () => {
    expect(out).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(out).toContain('<script nonce="N0">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<h1>Café – Київ</h1>');
  });

  it('keeps a link whose stylesheet it cannot read, or whose text would close the <style> early', () => {
    const unknown = firstPaintHtml('<link rel="stylesheet" href="/assets/gone.css"/>', options);
    expect(unknown).toBe('<link rel="stylesheet" href="/assets/gone.css"/>');
    const hostile = firstPaintHtml('<link rel="stylesheet" href="/assets/x.css"/>', {
      stylesheet: () => 'a{}</style><script>alert(1)</script>',
    });
    expect(hostile).toBe('<link rel="stylesheet" href="/assets/x.css"/>');
  });
});

describe('firstPaintStream', () => {
  const run = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(firstPaintStream(options)));

  it('gives the same text however the HTML is cut, even inside a tag or a UTF-8 character', async () => {
    const bytes = Buffer.from(page);
    const expected = firstPaintHtml(page, options);
    for (const size of [1, 7, 64, 500, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it('passes what follows the module script through untouched (streamed data comes later)', async () => {
    const later = '<script nonce="N0">window.__reactRouterContext.streamController.enqueue("[]")</script>';
    const out = await run([Buffer.from(page), Buffer.from(later)]);
    expect(out.endsWith(later)).toBe(true);
  });

  it('rewrites a page without a module script (an error page) when it ends', async () => {
    const bare = '<html><head><link rel="stylesheet" href="/assets/root-C3.css"/></head><body></body></html>';
    expect(await run([Buffer.from(bare)])).toBe(firstPaintHtml(bare, options));
  });
});
