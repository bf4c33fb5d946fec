import type { Page } from '@playwright/test';
import { countRequests, expect, expectToast, open, pngImage, unique } from './admin-fixtures.ts';
import { type ContentApi, filterLink, filters, test } from './admin-content-fixtures.ts';

/**
 * The gallery's admin (SPEC.md sections 2, 4, 5): photos and photo categories, each checked
 * afterwards through the API; the 'Ukraine' category has no edit or delete controls. The
 * demo server is shared with the visitor specs, which count its photos: every test removes
 * what it added.
 */

const photoFilters = (page: Page) => filters(page, 'Photo categories');
const tile = (page: Page, caption: string) =>
  page.getByRole('main').getByRole('link', { name: `Open ${caption} full screen` });

async function openGallery(page: Page, path = '/gallery') {
  await open(page, path, page.getByRole('button', { name: 'Add photo' }));
}

async function photoCategory(contentApi: ContentApi, caption: string) {
  const category = await contentApi.category('photo', caption);
  expect(category, `demo photo category ${caption}`).toBeDefined();
  return category as NonNullable<typeof category>;
}

test.describe('gallery, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a photo: the file is required, caption, text and category are not', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const caption = unique('E2E Photo');
    cleanup(async () => {
      const photo = await contentApi.photo(caption);
      if (photo) await contentApi.removePhoto(photo._id);
    });
    const adds = countRequests(page, '/api/photo/add');
    await openGallery(page);
    await page.getByRole('button', { name: 'Add photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photo' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('File is not attached')).toBeVisible();
    expect(adds()).toBe(0);

    await dialog
      .getByLabel('Photo', { exact: true })
      .setInputFiles(await pngImage({ width: 300, height: 200 }));
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Text', { exact: true }).fill('Tbilisi, first light');
    await dialog.getByLabel('Category').selectOption({ label: 'Georgia' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    expect(await contentApi.photo(caption)).toMatchObject({
      caption,
      text: 'Tbilisi, first light',
      category: { caption: 'Georgia' },
    });
    await expect(tile(page, caption)).toBeVisible();
  });

  test('a photo of extreme proportions gets a tile that can be seen and pressed; the viewer shows it whole', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const tall = await contentApi.addPhoto({
      caption: unique('E2E Tall'),
      size: { width: 20, height: 800 },
    });
    cleanup(() => contentApi.removePhoto(tall._id));
    const wide = await contentApi.addPhoto({
      caption: unique('E2E Wide'),
      size: { width: 800, height: 20 },
    });
    cleanup(() => contentApi.removePhoto(wide._id));
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openGallery(page);
      const tallBox = await tile(page, tall.caption).boundingBox();
      const wideBox = await tile(page, wide.caption).boundingBox();
      expect(tallBox?.height ?? Infinity).toBeLessThanOrEqual((tallBox?.width ?? 0) * 2 + 1);
      expect(wideBox?.height ?? 0).toBeGreaterThanOrEqual((wideBox?.width ?? Infinity) / 3 - 1);
      // The admin's controls sit inside their own tile.
      const edit = await page.getByRole('button', { name: `Edit ${wide.caption}` }).boundingBox();
      expect(edit?.y ?? -1).toBeGreaterThanOrEqual(wideBox?.y ?? 0);
      expect((edit?.y ?? 0) + (edit?.height ?? Infinity)).toBeLessThanOrEqual(
        (wideBox?.y ?? 0) + (wideBox?.height ?? 0),
      );
    }
    await tile(page, wide.caption).click();
    const img = page
      .getByRole('dialog', { name: 'Photo gallery' })
      .getByRole('img', { name: wide.caption });
    await expect(img).toBeVisible();
    // Drawn whole (object-fit: contain), not cropped as its tile is.
    const shown = await img.evaluate((el: HTMLImageElement) => getComputedStyle(el).objectFit);
    expect(shown).toBe('contain');
  });

  test('edits a photo: caption, text and category', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const before = await contentApi.addPhoto({
      caption: unique('E2E Still'),
      category: (await photoCategory(contentApi, 'Georgia'))._id,
    });
    cleanup(() => contentApi.removePhoto(before._id));
    const caption = unique('E2E Retitled');
    await openGallery(page);
    await page.getByRole('button', { name: `Edit ${before.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit photo' });
    await expect(dialog.getByLabel('Caption')).toHaveValue(before.caption);
    await expect(dialog.getByLabel('Category')).toHaveValue(before.category?._id ?? '?');

    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Text', { exact: true }).fill('Edited text');
    await dialog.getByLabel('Category').selectOption({ label: 'Behind the scenes' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect(await contentApi.photo(caption)).toMatchObject({
      _id: before._id,
      text: 'Edited text',
      category: { caption: 'Behind the scenes' },
      imageId: before.imageId,
    });
    await expect(tile(page, caption)).toBeVisible();

    // Clearing the category leaves the photo without one.
    await page.getByRole('button', { name: `Edit ${caption}` }).click();
    await dialog.getByLabel('Category').selectOption({ label: 'No category' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect((await contentApi.photo(caption))?.category).toBeNull();
  });

  test('deletes a photo after asking', async ({ adminPage: page, contentApi, cleanup }) => {
    const photo = await contentApi.addPhoto({ caption: unique('E2E Discarded') });
    cleanup(async () => {
      if (await contentApi.photo(photo.caption)) await contentApi.removePhoto(photo._id);
    });
    await openGallery(page);
    await page.getByRole('button', { name: `Delete ${photo.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete photo' });
    await expect(dialog.getByText('Are you sure you want to delete this?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    await expect(dialog).toBeHidden();
    expect(await contentApi.photo(photo.caption)).toBeUndefined();
    await expect(tile(page, photo.caption)).toHaveCount(0);
  });

  // Adding, editing and deleting categories: admin-categories.demo.spec.ts, for videos and photos.
  test('the Ukraine category has no edit or delete controls (Locations links to it)', async ({
    adminPage: page,
  }) => {
    await openGallery(page);
    const nav = photoFilters(page);
    await expect(filterLink(nav, 'Ukraine')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Edit category Ukraine' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Delete category Ukraine' })).toHaveCount(0);
    // Other categories do have them.
    await expect(nav.getByRole('button', { name: 'Edit category Georgia' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Delete category Georgia' })).toBeVisible();
  });
});
