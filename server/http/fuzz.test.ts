import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { buildFuzzApp, prepareFuzz, runFuzz, runPageFuzz, type FuzzContext } from '../test/fuzz-requests.ts';
import { partialWrites, readSiteState, storedFiles, trashedPrefixes } from '../test/site-state.ts';

/**
 * Property-based fuzzing of every endpoint and page (against the site's production build) with a fixed seed and a modest number of runs, so the
 * suite stays quick and repeatable; `npm run fuzz` runs many more with fresh seeds.
 */
describe('fuzzing every endpoint and page', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let ctx: FuzzContext;
  beforeAll(async () => {
    ({ t, close } = await buildFuzzApp());
    ctx = await prepareFuzz(t);
  });
  afterAll(async () => {
    await close();
  });

  it('covers every route of the API document', () => {
    const paths = new Set(ctx.endpoints.map((e) => e.path));
    for (const path of ['/api/photo/add', '/api/gallery/update/{id}', '/api/logo/remove/{name}', '/api/auth/login', '/api/gallery/gallery-all-update', '/media/{id}']) {
      expect(paths).toContain(path);
    }
    expect(ctx.endpoints.length).toBeGreaterThan(30);
  });

  it('never answers 5xx, changes nothing without a valid token, and keeps answering', async () => {
    const summary = await runFuzz(ctx, { anonymous: 1500, admin: 1000, seed: 20_260_611 });
    // The requests reach the handlers: refused for want of a token, and (with it) some writes succeed.
    expect(summary.anonymous['401']).toBeGreaterThan(100);
    expect(summary.admin['201']).toBeGreaterThan(0);
    expect(summary.admin['200']).toBeGreaterThan(0);
  });

  it('answers any page URL with any query 200, a redirect, 400 or 404, and writes nothing to stderr', async () => {
    const stderr = vi.spyOn(console, 'error');
    const statuses = await runPageFuzz(ctx, { pages: 600, seed: 20_261_125 });
    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
    // Both real pages and unknown ones were reached.
    expect(statuses['200']).toBeGreaterThan(100);
    expect(statuses['404']).toBeGreaterThan(20);
  });

  it('leaves no partial write behind: every row has its files and every file has its row', async () => {
    const state = await readSiteState(async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>());
    expect(await partialWrites(state, t.mediaDir, t.db)).toEqual({ missing: [], stray: [] });
    // Removed items wait in the trash with their files.
    for (const prefix of await trashedPrefixes(t.db)) expect(storedFiles(t.mediaDir).some((f) => f === prefix || f.startsWith(`${prefix}/`)), prefix).toBe(true);
  });
});
