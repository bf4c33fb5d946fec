import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { adminChunkName } from './chromium.ts';
import { expect, expectToast, open, toast, unique } from './admin-fixtures.ts';
import { type ContentApi, test } from './admin-content-fixtures.ts';

/**
 * The trash (DESIGN.md section 11): Undo in the notification right after a removal, and the
 * /admin/trash view's Restore and Delete for good. The demo server is shared: other specs' clean-ups
 * leave their items in the trash too, so every check names its own item.
 */

async function trash(request: APIRequestContext, token: string): Promise<TrashItem[]> {
  const response = await request.get('/api/trash', { headers: { 'X-Access-Token': token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: TrashItem[] }).data;
}

/** Removes a photo for good, wherever it is now (a clean-up that works whatever the test reached). */
async function purgePhoto(request: APIRequestContext, token: string, contentApi: ContentApi, id: string) {
  if ((await contentApi.photos()).some((p) => p._id === id)) await contentApi.removePhoto(id);
  await request.get(`/api/trash/remove/${id}`, { headers: { 'X-Access-Token': token } });
}

const ariaLabels = (controls: Locator) =>
  controls.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));

const tiles = (page: Page) =>
  ariaLabels(page.getByRole('main').getByRole('link', { name: /^Open .* full screen$/ }));

const row = (page: Page, caption: string) =>
  page.getByRole('list', { name: 'Deleted items' }).getByRole('listitem').filter({ hasText: caption });

test.use({ viewport: { width: 1280, height: 800 } });

test('Undo right after deleting a photo puts it back in its place', async ({
  adminPage: page,
  contentApi,
  request,
  adminToken,
  cleanup,
}) => {
  const older = await contentApi.addPhoto({ caption: unique('E2E Undo older') });
  const newer = await contentApi.addPhoto({ caption: unique('E2E Undo newer') });
  cleanup(() => purgePhoto(request, adminToken, contentApi, older._id));
  cleanup(() => purgePhoto(request, adminToken, contentApi, newer._id));
  const order = (await contentApi.photos()).map((p) => p._id);

  await open(page, '/gallery', page.getByRole('button', { name: 'Add photo' }));
  const before = await tiles(page);
  expect(before).toContain(`Open ${older.caption} full screen`);
  await page.getByRole('button', { name: `Delete ${older.caption}` }).click();
  await page.getByRole('dialog', { name: 'Delete photo' }).getByRole('button', { name: 'Delete' }).click();
  const deleted = toast(page, 'Deleted successfully');
  await expect(deleted).toBeVisible();
  // It names what it deleted: two quick deletions stack two of these, each with its Undo.
  await expect(deleted.locator('[data-description]')).toHaveText(older.caption);
  await expect(page.getByRole('link', { name: `Open ${older.caption} full screen` })).toHaveCount(0);

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Restored successfully', older.caption);
  await expect(page.getByRole('link', { name: `Open ${older.caption} full screen` })).toBeVisible();
  expect(await tiles(page)).toEqual(before);
  expect((await contentApi.photos()).map((p) => p._id)).toEqual(order);
  expect((await trash(request, adminToken)).some((item) => item._id === older._id)).toBe(false);
});

test('the trash lists a deleted item, when and by whom; Restore brings it back, Delete for good removes it', async ({
  adminPage: page,
  contentApi,
  request,
  adminToken,
  cleanup,
}) => {
  const photo = await contentApi.addPhoto({ caption: unique('E2E Trashed') });
  cleanup(() => purgePhoto(request, adminToken, contentApi, photo._id));
  await contentApi.removePhoto(photo._id);

  await open(page, '/admin', page.getByRole('link', { name: /^Trash/ }));
  await page.getByRole('link', { name: /^Trash/ }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const item = row(page, photo.caption);
  await expect(item).toContainText('Photo');
  await expect(item).toContainText(/Deleted .* by \S+; deleted for good on /);
  // Its picture, so that photos without a caption can be told apart: the photo's own, loaded.
  const thumbnail = item.locator('img');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(photo.imageId);

  await item.getByRole('button', { name: `Restore ${photo.caption}` }).click();
  await expectToast(page, 'Restored successfully');
  await expect(item).toHaveCount(0);
  expect((await contentApi.photo(photo.caption))?._id).toBe(photo._id);

  await contentApi.removePhoto(photo._id);
  await open(page, '/admin/trash', row(page, photo.caption));
  await row(page, photo.caption).getByRole('button', { name: `Delete ${photo.caption} for good` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete for good' });
  await expect(dialog.getByText('Are you sure you want to delete this?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted successfully');
  await expect(row(page, photo.caption)).toHaveCount(0);
  // For good: no Undo to offer, nothing left to restore.
  await expect(toast(page, 'Deleted successfully').getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await trash(request, adminToken)).some((entry) => entry._id === photo._id)).toBe(false);
  const again = await request.post(`/api/trash/restore/${photo._id}`, { headers: { 'X-Access-Token': adminToken } });
  expect(again.status()).toBe(404);
});

test('a photo category and a video category of one name say which list they came from', async ({
  adminPage: page,
  contentApi,
  request,
  adminToken,
  cleanup,
}) => {
  const name = unique('E2E Twin');
  const photos = await contentApi.addCategory('photo', name);
  const videos = await contentApi.addCategory('gallery', name);
  cleanup(async () => {
    for (const id of [photos._id, videos._id]) await request.get(`/api/trash/remove/${id}`, { headers: { 'X-Access-Token': adminToken } });
  });
  await contentApi.removeCategory(photos._id);
  await contentApi.removeCategory(videos._id);

  await open(page, '/admin/trash', row(page, name).first());
  await expect(row(page, name)).toHaveCount(2);
  await expect(row(page, name).filter({ hasText: 'Photo category' })).toHaveCount(1);
  await expect(row(page, name).filter({ hasText: 'Video category' })).toHaveCount(1);
});

test('after Restore, the focus moves to the next row’s Restore, not the page’s top', async ({
  adminPage: page,
  contentApi,
  request,
  adminToken,
  cleanup,
}) => {
  const photos = [
    await contentApi.addPhoto({ caption: unique('E2E Trashed first') }),
    await contentApi.addPhoto({ caption: unique('E2E Trashed second') }),
  ];
  for (const photo of photos) {
    cleanup(() => purgePhoto(request, adminToken, contentApi, photo._id));
    await contentApi.removePhoto(photo._id);
  }
  const [restored] = photos;
  if (!restored) throw new Error('no photo added');
  await open(page, '/admin/trash', row(page, restored.caption));
  const labels = await ariaLabels(
    page.getByRole('list', { name: 'Deleted items' }).getByRole('button', { name: /^Restore / }),
  );
  const at = labels.indexOf(`Restore ${restored.caption}`);
  const next = labels[at + 1] ?? labels[at - 1];
  expect(next, 'another row to move to').toBeDefined();

  await row(page, restored.caption).getByRole('button', { name: `Restore ${restored.caption}` }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Restored successfully');
  await expect(row(page, restored.caption)).toHaveCount(0);
  await expect(page.getByRole('button', { name: next, exact: true })).toBeFocused();
});

test('signed out, the trash page offers to sign in and loads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(response.url()));
  await open(page, '/admin/trash');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fadmin%2Ftrash');
  await expect(page.getByRole('list', { name: 'Deleted items' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => adminChunkName.test(url))).toEqual([]);
  expect(scripts.filter((url) => url.includes('/api/trash'))).toEqual([]);
});
