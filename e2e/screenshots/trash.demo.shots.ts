import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';
import { pngImage, storeToken } from '../admin-fixtures.ts';
import { expect, htmlTheme, presetTheme, test, themes, viewports } from '../fixtures.ts';

/**
 * The trash (/admin/trash) as a signed-in administrator, in both themes at both widths: the list,
 * the Delete for good question, and the Undo notification right after a removal on the gallery.
 * screenshots/trash-<state>-<theme>-<width>.png.
 */
let token = '';
const made: string[] = [];
const headers = () => ({ 'X-Access-Token': token });

async function photoIds(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get('/api/photo?page=1')).json()) as { data: { _id: string }[] };
  return answer.data.map((p) => p._id);
}

/** Adds a photo and answers its id (the newest photo). */
async function addPhoto(request: APIRequestContext, caption: string): Promise<string> {
  const response = await request.post('/api/photo/add', {
    headers: headers(),
    multipart: { caption, text: 'Screenshot', image: await pngImage({ width: 300, height: 200 }) },
  });
  expect(response.status()).toBe(201);
  const [id] = await photoIds(request);
  made.push(id as string);
  return id as string;
}

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  token = ((await response.json()) as { token: string }).token;
  for (const caption of ['Crane shot over the Dnipro at dawn', 'Gaffer']) {
    const id = await addPhoto(request, caption);
    expect((await request.get(`/api/photo/remove/${id}`, { headers: headers() })).status()).toBe(200);
  }
});
test.afterAll(async ({ request }) => {
  for (const id of made) {
    await request.get(`/api/photo/remove/${id}`, { headers: headers() });
    await request.get(`/api/trash/remove/${id}`, { headers: headers() });
  }
});

const states: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'list', path: '/admin/trash' },
  {
    name: 'purge',
    path: '/admin/trash',
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete Gaffer for good' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Delete for good' })).toBeVisible();
    },
  },
  {
    name: 'undo',
    path: '/gallery',
    act: async (page) => {
      // Its own caption: the four pictures are taken in parallel.
      const caption = `Wrap party ${Math.random().toString(36).slice(2, 6)}`;
      const id = await addPhoto(page.request, caption);
      await page.reload();
      await page.getByRole('button', { name: `Delete ${caption}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete photo' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
      expect(made).toContain(id);
    },
  },
];

for (const { size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });
    for (const theme of themes) {
      for (const state of states) {
        test(`trash ${state.name} in the ${theme} theme`, async ({ page, visit, consoleGuard }) => {
          await presetTheme(page, theme);
          await storeToken(page, token);
          await visit(state.path);
          expect(await htmlTheme(page)).toBe(theme);
          if (state.path === '/admin/trash') await expect(page.getByRole('list', { name: 'Deleted items' })).toBeVisible();
          if (state.act) await state.act(page);
          await page.screenshot({
            path: join(screenshotsDir, `trash-${state.name}-${theme}-${size.width}.png`),
            fullPage: false,
            animations: 'disabled',
          });
          consoleGuard.expectClean();
        });
      }
    }
  });
}
