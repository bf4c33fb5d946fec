import type { Locator, Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config.ts';
import { adminChunkName } from './chromium.ts';
import { addAccount, removeAccount, signInApi, uniqueEmail } from './account-fixtures.ts';
import { expect, open, test, unique } from './admin-fixtures.ts';

/**
 * The activity record (issue 14) in the browser: a write shows up in /admin/activity, newest
 * first; the filters and the page go in the URL. The demo server is shared, so the test looks
 * for its own uniquely named item and filters rather than counting rows.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Activity, newest first' });
const rows = (page: Page) => table(page).locator('tbody tr');
const memberRecord = /(Added|Edited|Removed|Reordered) team member/;

test.use({ viewport: { width: 1280, height: 800 } });

test('signed out, the activity page offers to sign in and loads no admin code', async ({ page }) => {
  const urls: string[] = [];
  page.on('response', (response) => urls.push(response.url()));
  await open(page, '/admin/activity');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fadmin%2Factivity');
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => adminChunkName.test(url))).toEqual([]);
  expect(urls.filter((url) => url.includes('/api/activity'))).toEqual([]);
});

test('a write shows in the activity view, newest first, and the filters go in the URL', async ({
  adminPage: page,
  adminApi,
  cleanup,
}) => {
  const name = unique('Activity member');
  const member = await adminApi.addMember(name);
  cleanup(async () => {
    if (await adminApi.member(name)) await adminApi.removeMember(member._id);
  });

  await open(page, '/admin');
  await page.getByRole('link', { name: /Activity/ }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const added = rows(page).filter({ hasText: name });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Added team member');
  await expect(added).toContainText(e2eAdmin.email);
  await expect(added).toContainText('127.0.0.1');
  // The item leads to where it can be seen; once removed, it no longer does.
  await expect(added.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/team#team');
  // When: in the reader's local time, the exact moment kept in the markup.
  const at = await added.locator('time').getAttribute('datetime');
  expect(Math.abs(Date.now() - Date.parse(at ?? ''))).toBeLessThan(5 * 60_000);

  // Filter by kind: only team members' records, and the URL says so (a reload keeps it).
  await page.getByLabel('Kind', { exact: true }).selectOption('member');
  await expect(page).toHaveURL(/[?&]kind=member\b/);
  // The address changes before React renders the new rows (the router pushes the entry, then
  // renders in a transition), so wait for the filtered rows rather than reading the table once.
  await expect
    .poll(async () => {
      const texts = await rows(page).allInnerTexts();
      return texts.some((text) => text.includes(name)) && texts.every((text) => memberRecord.test(text));
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('member');
  // Named as the trash names it.
  await expect(page.getByLabel('Kind', { exact: true }).locator('option:checked')).toHaveText('Team member');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

  // Filter by account as well; a kind nobody wrote shows that nothing matches.
  await page.getByLabel('Account', { exact: true }).selectOption(e2eAdmin.email);
  await expect(page).toHaveURL(new RegExp(`[?&]user=${encodeURIComponent(e2eAdmin.email)}`));
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  await page.getByLabel('Kind', { exact: true }).selectOption('location image');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  // Removing the member is the newest record once the filter is back to members.
  await adminApi.removeMember(member._id);
  await page.getByLabel('Kind', { exact: true }).selectOption('member');
  await expect(rows(page).first()).toContainText('Removed team member');
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first().getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('pages through a long record: older and newer, the page in the URL', async ({ adminPage: page, adminApi }) => {
  // 51 writes of the same about-us texts: nothing a visitor sees changes, the record grows.
  const texts = await adminApi.aboutUs();
  for (let i = 0; i < 51; i += 1) await adminApi.setAboutUs(texts);

  await open(page, '/admin/activity?kind=about%20us');
  const pager = page.getByRole('navigation', { name: 'Activity pages' });
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  await expect(rows(page)).toHaveCount(50);
  await pager.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager).toContainText('Page 2 of');
  await expect(rows(page).first()).toContainText('Edited about us');
  // The new page's table has the focus (not <body>), so the keyboard goes on from its top.
  await expect(page.getByRole('table', { name: 'Activity, newest first' })).toBeFocused();
  // Page 2 stands where page 1 stood: a page's worth of writes meanwhile moves nothing onto it.
  await expect(page).toHaveURL(/[?&]until=[0-9a-f]{24}\b/);
  const stood = await pager.textContent();
  const shown = await rows(page).count();
  for (let i = 0; i < 50; i += 1) await adminApi.setAboutUs(texts);
  await page.reload();
  await expect(rows(page)).toHaveCount(shown);
  expect(await pager.textContent()).toBe(stood);
  await pager.getByRole('link', { name: 'Newer' }).click();
  // The first page is always the latest.
  await expect(page).not.toHaveURL(/page=|until=/);
  await expect(pager).toContainText('Page 1 of');
  await expect(page.getByRole('table', { name: 'Activity, newest first' })).toBeFocused();

  // Past the last page: said so, with the way to the last one (not 'Nothing recorded yet.').
  await open(page, '/admin/activity?kind=about%20us&page=99');
  await expect(page.getByText('There is no page 99.')).toBeVisible();
  await expect(pager).toHaveCount(0);
  await page.getByRole('link', { name: /^Go to the last page/ }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(pager).toContainText(/Page ([2-9]) of \1/);
});

test('is readable at phone width', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/admin/activity');
  const first = rows(page).first();
  await expect(first).toBeVisible();
  // Each record is a card of labelled lines, nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await first.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
});

test('an address of any length typed at a refused sign-in keeps to its column, on a desktop and a phone', async ({
  adminPage: page,
  request,
}) => {
  // A refused sign-in records whatever was typed: anyone can leave this in the record.
  const typed = `${'x'.repeat(60)}${Date.now()}@${'y'.repeat(60)}.example`;
  expect((await request.post('/api/auth/login', { data: { email: typed, password: 'a-wrong-password' } })).status()).toBe(400);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/admin/activity');
  const row = rows(page).filter({ hasText: typed }).first();
  await expect(row).toBeVisible();
  // The other columns keep their words whole ('Sign-in refused' was broken into 'refuse' / 'd').
  const splitWords = (cell: Locator) =>
    cell.evaluate((el) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s@]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(match[0]);
        }
      }
      return split;
    });
  for (const each of await rows(page).all()) {
    expect(await splitWords(each.getByRole('cell').nth(2))).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a row's account is a link to that account's records, also for an address no account has", async ({
  adminPage: page,
  request,
}) => {
  // A failed sign-in records the address as typed: no account, so the Account list cannot offer it.
  const typed = `nobody-${Date.now()}@e2e.example`;
  const attempt = await request.post('/api/auth/login', { data: { email: typed, password: 'a-wrong-password' } });
  expect(attempt.status()).toBe(400);

  await open(page, '/admin/activity');
  await rows(page).filter({ hasText: typed }).first().getByRole('link', { name: typed }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]user=${encodeURIComponent(typed)}`));
  await expect(page.getByLabel('Account', { exact: true })).toHaveValue(typed);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Sign-in refused');
  // Already filtered to it: the name is no longer a link.
  await expect(rows(page).first().getByRole('link', { name: typed })).toHaveCount(0);
});

test("a removed account's records stay in the Account filter, marked removed", async ({
  adminPage: page,
  request,
  adminToken,
  cleanup,
}) => {
  const email = uniqueEmail('removed-activity');
  await addAccount(request, adminToken, email, 'a-passing-password');
  cleanup(() => removeAccount(request, adminToken, email));
  // It acts (a sign-in), then goes.
  await signInApi(request, email, 'a-passing-password');
  await removeAccount(request, adminToken, email);

  await open(page, '/admin/activity');
  const filter = page.getByLabel('Account', { exact: true });
  await expect(filter.locator('option', { hasText: `${email} (removed)` })).toHaveCount(1);
  // Today's accounts are offered as they are.
  await expect(filter.locator('option', { hasText: e2eAdmin.email })).toHaveText(e2eAdmin.email);
  await filter.selectOption(email);
  await expect(page).toHaveURL(new RegExp(`[?&]user=${encodeURIComponent(email)}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Signed in');
});
