import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';
import { storeToken } from '../admin-fixtures.ts';
import { expect, htmlTheme, presetTheme, test, themes, viewports } from '../fixtures.ts';

/**
 * The accounts view (/admin/accounts) as a signed-in administrator, in both themes at both
 * widths: the list, the add dialog, the first password shown once, the password change.
 * screenshots/accounts-<state>-<theme>-<width>.png.
 */
const colleague = { email: 'colleague@e2e.example', password: 'colleague-password' };

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let token = '';
test.beforeAll(async ({ request }) => {
  token = await signIn(request);
  // A second account, so the list shows one that may be removed beside one that may not.
  const response = await request.post('/api/users/add', { headers: { 'X-Access-Token': token }, data: colleague });
  expect([201, 400]).toContain(response.status());
});
test.afterAll(async ({ request }) => {
  const headers = { 'X-Access-Token': token };
  const list = (await (await request.get('/api/users', { headers })).json()) as { _id: string; email: string }[];
  for (const account of list.filter((a) => a.email !== e2eAdmin.email)) {
    await request.get(`/api/users/remove/${account._id}`, { headers });
  }
});

const states: { name: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'list' },
  {
    name: 'add',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add account' }).click();
      await expect(page.getByRole('dialog', { name: 'Add administrator' })).toBeVisible();
    },
  },
  {
    name: 'first-password',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add administrator' });
      await dialog.getByLabel('E-mail').fill(`new-${Date.now().toString(36)}@e2e.example`);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Account added for' })).toBeVisible();
      await expect(dialog).toBeHidden();
    },
  },
  {
    name: 'change-password',
    act: async (page) => {
      await page.getByRole('button', { name: 'Change my password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change my password' });
      await dialog.getByLabel('Current password').fill('not-my-password');
      await dialog.getByLabel('New password', { exact: true }).fill('short');
      await dialog.getByRole('button', { name: 'Change' }).click();
      await expect(dialog.getByText('Minimum 6 symbols')).toBeVisible();
    },
  },
];

for (const { size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });
    for (const theme of themes) {
      for (const state of states) {
        test(`accounts ${state.name} in the ${theme} theme`, async ({ page, visit, consoleGuard }) => {
          await presetTheme(page, theme);
          await storeToken(page, token);
          await visit('/admin/accounts');
          expect(await htmlTheme(page)).toBe(theme);
          await expect(page.getByRole('list', { name: 'Administrator accounts' })).toBeVisible();
          if (state.act) await state.act(page);
          await page.screenshot({
            path: join(screenshotsDir, `accounts-${state.name}-${theme}-${size.width}.png`),
            fullPage: !state.act,
            animations: 'disabled',
          });
          consoleGuard.expectClean();
        });
      }
    }
  });
}
