import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, storeToken, test } from './admin-fixtures.ts';
import { adminChunkName } from './chromium.ts';

/**
 * Visitors download no admin code (DESIGN.md section 8): the admin controls, modals, forms,
 * API client and notifications are lazy chunks fetched only for a signed-in administrator.
 */

/**
 * Strings only admin code contains: the discard question, the API client's token header and the
 * admin pages' frame.
 */
const adminMarkers = ['Discard your unsaved changes?', 'X-Access-Token', 'Back to the admin'];

/** The public pages, and a mistyped multi-segment address (the 404 route). */
const pages = ['/', '/team', '/videos', '/gallery', '/Ukraine', '/contacts', '/news/2026'];

async function scriptsLoaded(
  page: Page,
  paths: string[],
  waitFor?: (path: string) => Promise<void>,
) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (/\/assets\/.+\.js$/.test(url)) scripts.add(url);
  });
  for (const path of paths) {
    await open(page, path);
    await waitFor?.(path);
    // Let any late import() settle before moving on.
    await page.waitForLoadState('networkidle');
  }
  return [...scripts];
}

async function withMarkers(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const body = await (await request.get(url)).text();
    if (adminMarkers.some((marker) => body.includes(marker))) found.push(url);
  }
  return found;
}

test('a visitor’s page loads fetch no admin chunk', async ({ page, request }) => {
  const scripts = await scriptsLoaded(page, pages);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => adminChunkName.test(url))).toEqual([]);
  expect(await withMarkers(request, scripts)).toEqual([]);
});

test('the same pages load the admin chunks for a signed-in administrator', async ({
  page,
  request,
  adminToken,
}) => {
  await storeToken(page, adminToken);
  const scripts = await scriptsLoaded(page, ['/', '/team'], async (path) => {
    const control = path === '/' ? 'Add slide' : 'Add member';
    await expect(page.getByRole('button', { name: control })).toBeVisible();
  });
  const names = scripts
    .filter((url) => adminChunkName.test(url))
    .map((url) => url.replace(/^.*\/assets\//, ''));
  expect(names.some((n) => n.startsWith('home-admin-'))).toBe(true);
  expect(names.some((n) => n.startsWith('team-admin-'))).toBe(true);
  expect(names.some((n) => n.startsWith('admin-runtime-'))).toBe(true);
  expect((await withMarkers(request, scripts)).length).toBeGreaterThan(0);
});

test('the server’s HTML never carries admin controls', async ({ request }) => {
  for (const path of ['/', '/team']) {
    const html = await (await request.get(path)).text();
    for (const control of ['Add slide', 'Add member', 'Add partner', 'Edit texts', 'Sign out']) {
      expect(html, `${control} in ${path}`).not.toContain(control);
    }
  }
});
