import type { Locator, Page } from '@playwright/test';
import {
  beforeUnloadAsks,
  type Cleanup,
  countRequests,
  expect,
  expectToast,
  moveDownByKeyboard,
  open,
  pngImage,
  unique,
} from './admin-fixtures.ts';
import { type ContentApi, filterLink, filters, test, vimeoUrl } from './admin-content-fixtures.ts';
import { header } from './fixtures.ts';

/**
 * The work page's admin (SPEC.md sections 2, 4, 5, 8): videos, video categories and the sort
 * mode, each checked afterwards through the API. The demo server is shared with the visitor
 * specs, which count its videos and read their order: every test removes what it added and
 * puts the order back.
 */

const videoFilters = (page: Page) => filters(page, 'Video categories');
const card = (page: Page, caption: string): Locator =>
  page
    .locator('main li')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${caption}`) }) });
const cards = (page: Page) => page.locator('main a[href^="/videos/watch/"]');

async function openWork(page: Page, path = '/videos') {
  await open(page, path, page.getByRole('button', { name: 'Add video' }));
}

async function commercials(contentApi: ContentApi) {
  const category = await contentApi.category('gallery', 'Commercials');
  expect(category, 'demo category Commercials').toBeDefined();
  return category as NonNullable<typeof category>;
}

/** A video with its own preview, removed after the test whatever its outcome. */
async function videoWithPreview(contentApi: ContentApi, cleanup: Cleanup, prefix: string) {
  const video = await contentApi.addVideo({
    caption: unique(prefix),
    category: (await commercials(contentApi))._id,
    image: true,
  });
  cleanup(() => contentApi.removeVideo(video._id));
  return video;
}

/** Opens the work page and the edit dialog of the video with this caption. */
async function openEdit(page: Page, caption: string): Promise<Locator> {
  await openWork(page);
  await card(page, caption)
    .getByRole('button', { name: `Edit ${caption}` })
    .click();
  return page.getByRole('dialog', { name: 'Edit video' });
}

test.describe('work page, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a video: the shared rules (required, Vimeo pattern, min 5), then all its fields', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const caption = unique('E2E Video');
    cleanup(async () => {
      const video = await contentApi.video(caption);
      if (video) await contentApi.removeVideo(video._id);
    });
    const adds = countRequests(page, '/api/gallery/add');
    await openWork(page);
    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add video' });

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('This field is required', { exact: true })).toHaveCount(3);
    await dialog.getByLabel('Vimeo link').fill('https://example.com/video/123');
    await dialog.getByLabel('Caption').fill('Shor');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Wrong pattern')).toBeVisible();
    await expect(dialog.getByText('Minimum 5 symbols')).toBeVisible();
    expect(adds()).toBe(0);

    await dialog.getByLabel('Vimeo link').fill(vimeoUrl(123456789));
    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Category').selectOption({ label: 'Music videos' });
    await dialog.getByLabel('Director').fill('Iryna Tkach');
    await dialog.getByLabel('DOP').fill('Oleh Marchenko');
    await dialog.getByLabel('Production').fill('E2E Pictures');
    await dialog
      .getByLabel('Preview image', { exact: true })
      .setInputFiles(await pngImage({ width: 320, height: 180 }));
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    const video = await contentApi.video(caption);
    expect(video).toMatchObject({
      url: vimeoUrl(123456789),
      caption,
      category: { caption: 'Music videos' },
      director: 'Iryna Tkach',
      pop: 'Oleh Marchenko',
      production: 'E2E Pictures',
      customImage: true,
    });
    // New videos come first.
    await expect(cards(page).first()).toContainText(caption);
    await expect(filterLink(videoFilters(page), 'Music videos')).toContainText('5');
  });

  test('a Vimeo 404 says "Something went wrong || this video does not exist" and the modal stays open', async ({
    adminPage: page,
    contentApi,
  }) => {
    const caption = unique('E2E Missing');
    await page.route('**/api/gallery/add', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        // As the server answers (server/modules/videos/videos.service.ts).
        body: JSON.stringify({
          status: 404,
          message: 'this video does not exist',
          errors: [{ field: 'url', message: 'this video does not exist' }],
        }),
      }),
    );
    await openWork(page);
    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add video' });
    await dialog.getByLabel('Vimeo link').fill(vimeoUrl(1));
    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Category').selectOption({ label: 'Commercials' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Something went wrong || this video does not exist');
    await expect(dialog).toBeVisible();
    // The address is what to change: its field says so.
    await expect(dialog.getByLabel('Vimeo link')).toHaveAccessibleDescription(
      /this video does not exist/,
    );
    await expect(dialog.getByLabel('Caption')).toHaveValue(caption);
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
    expect(await contentApi.video(caption)).toBeUndefined();
  });

  test('edits a video and keeps its preview', async ({ adminPage: page, contentApi, cleanup }) => {
    const before = await videoWithPreview(contentApi, cleanup, 'E2E Keep');
    const caption = unique('E2E Kept');
    const dialog = await openEdit(page, before.caption);
    await expect(dialog.getByLabel('Caption')).toHaveValue(before.caption);
    await expect(dialog.getByRole('radio', { name: 'Keep image' })).toBeChecked();
    await expect(dialog.getByRole('img', { name: 'The current preview' })).toBeVisible();

    await dialog.getByLabel('Caption').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Minimum 5 symbols')).toBeVisible();

    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Category').selectOption({ label: 'Documentaries' });
    await dialog.getByLabel('Director').fill('New Director');
    await dialog.getByLabel('DOP').fill('New DOP');
    await dialog.getByLabel('Production').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect(await contentApi.video(caption)).toMatchObject({
      _id: before._id,
      url: before.url,
      category: { caption: 'Documentaries' },
      director: 'New Director',
      pop: 'New DOP',
      production: '',
      imageId: before.imageId,
      customImage: true,
    });
    await expect(card(page, caption)).toContainText('Documentaries');
  });

  test('edits a video and changes its preview (a new file is then required)', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const before = await videoWithPreview(contentApi, cleanup, 'E2E Change');
    const dialog = await openEdit(page, before.caption);
    await dialog.getByRole('radio', { name: 'Change image' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Missed image', 'You should upload some image');
    await expect(dialog).toBeVisible();

    await dialog
      .getByLabel('New preview image')
      .setInputFiles(await pngImage({ width: 320, height: 180 }));
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    const after = await contentApi.video(before.caption);
    expect(after?.customImage).toBe(true);
    expect(after?.imageId).toBeTruthy();
    expect(after?.imageId).not.toBe(before.imageId);
  });

  test('edits a video and deletes its own preview', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const before = await videoWithPreview(contentApi, cleanup, 'E2E Unpreview');
    const dialog = await openEdit(page, before.caption);
    await dialog.getByRole('radio', { name: 'Delete image' }).check();
    // Applied on Save, not before.
    expect((await contentApi.video(before.caption))?.imageId).toBe(before.imageId);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    // The test server cannot reach Vimeo, so no thumbnail takes the preview's place.
    expect(await contentApi.video(before.caption)).toMatchObject({
      customImage: false,
      imageId: null,
      image: null,
    });

    // Without an own preview there is nothing to delete any more.
    await card(page, before.caption)
      .getByRole('button', { name: `Edit ${before.caption}` })
      .click();
    await expect(dialog.getByRole('radio', { name: 'Delete image' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Upload own image' })).toBeVisible();
  });

  test('reset puts the preview choice back, and Save then keeps the preview', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const before = await videoWithPreview(contentApi, cleanup, 'E2E Reset');
    const updates = countRequests(page, `/api/gallery/update/${before._id}`);
    let imagePart: boolean | undefined;
    page.on('request', (request) => {
      if (request.url().includes('/api/gallery/update/'))
        imagePart = /name="image"/.test(request.postData() ?? '');
    });
    const dialog = await openEdit(page, before.caption);
    const reset = dialog.getByRole('button', { name: 'Reset image changes' });
    await expect(reset).toHaveCount(0);

    await dialog.getByRole('radio', { name: 'Change image' }).check();
    await dialog.getByLabel('New preview image').setInputFiles(await pngImage());
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await reset.click();
    await expect(dialog.getByRole('radio', { name: 'Keep image' })).toBeChecked();
    await expect(dialog.getByRole('img', { name: 'The current preview' })).toBeVisible();
    await expect(reset).toHaveCount(0);

    await dialog.getByRole('radio', { name: 'Delete image' }).check();
    await expect(dialog.getByText('No preview: the card stays plain')).toBeVisible();
    await reset.click();
    await expect(dialog.getByRole('radio', { name: 'Keep image' })).toBeChecked();

    await dialog.getByLabel('Director').fill('Reset Director');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    expect(updates()).toBe(1);
    expect(imagePart).toBe(false);
    expect(await contentApi.video(before.caption)).toMatchObject({
      director: 'Reset Director',
      imageId: before.imageId,
      customImage: true,
    });
  });

  test('deletes a video after asking; the loaded pages reload without gaps or repeats', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const video = await contentApi.addVideo({
      caption: unique('E2E Doomed'),
      category: (await commercials(contentApi))._id,
    });
    cleanup(async () => {
      if (await contentApi.video(video.caption)) await contentApi.removeVideo(video._id);
    });
    const total = (await contentApi.videos()).length;
    await openWork(page);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(total);
    await card(page, video.caption)
      .getByRole('button', { name: `Delete ${video.caption}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete video' });
    await expect(dialog.getByText('Are you sure you want to delete this?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, 'Deleted successfully');
    await expect(dialog).toBeHidden();
    expect(await contentApi.video(video.caption)).toBeUndefined();
    await expect(card(page, video.caption)).toHaveCount(0);
    // Every other video once, in order: the first page moved up by one, the second reloaded.
    const after = await contentApi.videos();
    await expect(cards(page)).toHaveCount(after.length);
    for (const [i, v] of after.entries()) await expect(cards(page).nth(i)).toContainText(v.caption);
  });

  // Adding, editing and deleting categories: admin-categories.demo.spec.ts, for videos and photos.
  test('an empty category is offered in the video form; visitors see only categories with videos', async ({
    adminPage: page,
    contentApi,
    cleanup,
    browser,
  }) => {
    const category = await contentApi.addCategory('gallery', unique('E2E Empty'));
    cleanup(() => contentApi.removeCategory(category._id));
    await openWork(page);
    await page.getByRole('button', { name: 'Add video' }).click();
    const videoForm = page.getByRole('dialog', { name: 'Add video' });
    await expect(
      videoForm.getByLabel('Category').locator('option', { hasText: category.caption }),
    ).toHaveCount(1);
    await videoForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(videoForm).toBeHidden();

    // A visitor sees only categories with videos, without counts.
    const withVideos = (await contentApi.categories('gallery')).filter((c) => c.count_items > 0);
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    cleanup(() => visitor.close());
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/videos');
    await expect(
      visitorPage.getByRole('navigation', { name: 'Video categories' }).getByRole('link'),
    ).toHaveText(['All', ...withVideos.map((c) => c.caption)]);
  });

  test('sorting is offered under All only', async ({ adminPage: page, contentApi }) => {
    await openWork(page, `/videos?category=${(await commercials(contentApi))._id}`);
    await expect(filterLink(videoFilters(page), 'Commercials')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Sort videos' })).toHaveCount(0);
    await filterLink(videoFilters(page), 'All').click();
    await expect(page.getByRole('button', { name: 'Sort videos' })).toBeVisible();
  });
});

test.describe('work page, sort mode', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const sorter = (page: Page) => page.getByRole('region', { name: 'Sort mode' });
  const rows = (page: Page) => sorter(page).getByRole('listitem');


  /**
   * The stored order, put back after the test whatever its outcome (also should Cancel save
   * after all): the visitor specs read the demo's order.
   */
  async function storedOrder(contentApi: ContentApi, cleanup: Cleanup) {
    const before = await contentApi.videos();
    cleanup(() => contentApi.setOrder(before.map((v) => v._id)));
    const [first, second] = before;
    if (!first || !second) throw new Error('the demo has videos');
    return { before, first, second };
  }

  async function openSorter(page: Page) {
    await openWork(page);
    await page.getByRole('button', { name: 'Sort videos' }).click();
    await expect(sorter(page)).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
  }

  test('loads every video; a keyboard move and Save store the new order', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const { before, first, second } = await storedOrder(contentApi, cleanup);
    await openSorter(page);
    // All of them, not one page.
    await expect(rows(page)).toHaveCount(before.length);
    await expect(sorter(page).getByRole('button', { name: 'Save' })).toBeDisabled();

    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);
    await expect(rows(page).nth(0)).toContainText(second.caption);
    await expect(rows(page).nth(1)).toContainText(first.caption);
    await sorter(page).getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edited successfully');
    await expect(sorter(page)).toBeHidden();
    const expected = [second._id, first._id, ...before.slice(2).map((v) => v._id)];
    expect(await contentApi.videoIds()).toEqual(expected);
    await expect(cards(page).nth(0)).toContainText(second.caption);
    await expect(cards(page).nth(1)).toContainText(first.caption);
  });

  test('Cancel restores the order and leaves the mode', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const { before, first, second } = await storedOrder(contentApi, cleanup);
    const saves = countRequests(page, '/api/gallery/gallery-all-update');
    await openSorter(page);
    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);
    await expect(rows(page).nth(0)).toContainText(second.caption);

    // The mouse moves them too: the (new) first dragged below the second.
    const handle = sorter(page).getByRole('button', { name: `Move ${second.caption}` });
    const target = await rows(page).nth(1).boundingBox();
    const from = await handle.boundingBox();
    if (!target || !from) throw new Error('rows are laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, target.y + target.height * 0.9, { steps: 10 });
    await page.mouse.up();
    await expect(rows(page).nth(0)).toContainText(first.caption);
    await expect(rows(page).nth(1)).toContainText(second.caption);
    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);

    await sorter(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sorter(page)).toBeHidden();
    expect(saves()).toBe(0);
    expect(await contentApi.videoIds()).toEqual(before.map((v) => v._id));
    await expect(cards(page).nth(0)).toContainText(first.caption);

    // Opening the mode again starts from the stored order.
    await page.getByRole('button', { name: 'Sort videos' }).click();
    await expect(rows(page).nth(0)).toContainText(first.caption);
    await expect(rows(page).nth(1)).toContainText(second.caption);
  });

  test('a video added while sorting is not sent to the end unseen: the list is read again, the move kept', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const { before, first, second } = await storedOrder(contentApi, cleanup);
    const saves = countRequests(page, '/api/gallery/gallery-all-update');
    await openSorter(page);
    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);

    // Meanwhile another administrator adds a video: it goes first.
    const added = await contentApi.addVideo({ caption: unique('E2E Meanwhile'), category: (await commercials(contentApi))._id });
    cleanup(() => contentApi.removeVideo(added._id));
    expect((await contentApi.videoIds())[0]).toBe(added._id);

    await sorter(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The list changed meanwhile', '1 video added since you opened it. Your order is kept; check it and press Save again.');
    expect(saves()).toBe(0);
    await expect(rows(page)).toHaveCount(before.length + 1);
    await expect(rows(page).nth(0)).toContainText(added.caption);
    await expect(rows(page).nth(1)).toContainText(second.caption);
    await expect(rows(page).nth(2)).toContainText(first.caption);
    // The focus, dropped while Save was disabled, is back on Save.
    await expect(sorter(page).getByRole('button', { name: 'Save' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expectToast(page, 'Edited successfully');
    await expect(sorter(page)).toBeHidden();
    expect(await contentApi.videoIds()).toEqual([added._id, second._id, first._id, ...before.slice(2).map((v) => v._id)]);
  });

  test('a link out of the mode with the order moved asks first; Keep sorting keeps the moves, Discard leaves', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const { before, first, second } = await storedOrder(contentApi, cleanup);
    await openSorter(page);
    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);

    // A reload or closing the tab: the browser's own question.
    await expect.poll(() => beforeUnloadAsks(page)).toBe(true);

    const commercialsLink = filterLink(videoFilters(page), 'Commercials');
    await commercialsLink.click();
    const question = sorter(page).getByRole('alertdialog', { name: 'Discard the new order?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep sorting' })).toBeFocused();
    await expect(page).toHaveURL(/\/videos$/);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(sorter(page).getByRole('button', { name: 'Save' })).toBeFocused();
    await expect(rows(page).nth(0)).toContainText(second.caption);
    await expect(rows(page).nth(1)).toContainText(first.caption);

    await commercialsLink.click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/videos\?category=/);
    await expect(sorter(page)).toBeHidden();
    expect(await beforeUnloadAsks(page)).toBe(false);
    expect(await contentApi.videoIds()).toEqual(before.map((v) => v._id));
  });

  test('a modal with unsaved input over a moved order: Back asks the modal first, then the order, through one blocker', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const { before, first } = await storedOrder(contentApi, cleanup);
    // Reached by a link, so that Back stays in the app.
    await open(page, '/gallery', page.getByRole('button', { name: 'Add photo' }));
    await header(page).getByRole('link', { name: 'work', exact: true }).click();
    await page.getByRole('button', { name: 'Sort videos' }).click();
    await expect(rows(page).first()).toBeVisible();
    await moveDownByKeyboard(page, sorter(page).getByRole('button', { name: `Move ${first.caption}` }), first.caption);
    await page.getByRole('button', { name: 'Site settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site settings' });
    await dialog.getByLabel('Company name').fill('Unsaved company');

    await page.goBack();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    const question = sorter(page).getByRole('alertdialog', { name: 'Discard the new order?' });
    await expect(question).toBeVisible();
    await expect(page).toHaveURL(/\/videos$/);
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(await contentApi.videoIds()).toEqual(before.map((v) => v._id));
    // The admin fixture's console check: a second blocker made React Router warn.
  });
});
