import type { Locator, Page } from '@playwright/test';
import type { Slide } from '#shared/schemas/slide.ts';
import {
  type AdminApi,
  beforeUnloadAsks,
  type Cleanup,
  countRequests,
  expect,
  expectToast,
  fakePng,
  moveDownByKeyboard,
  open,
  oversizedPng,
  pngImage,
  test,
  unique,
} from './admin-fixtures.ts';
import { test as contentTest } from './admin-content-fixtures.ts';
import { expectCarouselStarted, fakeTime, specAutoplayMs } from './fixtures.ts';

const slider = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

/** Brings the slide with this caption into view (the dots) and returns it. */
async function showSlide(page: Page, caption: string): Promise<Locator> {
  const slide = slider(page).getByRole('group').filter({ hasText: caption });
  const label = await slide.getAttribute('aria-label');
  const position = Number(label?.split(' ')[0]);
  await page.getByRole('button', { name: `Go to slide ${position}`, exact: true }).click();
  await expect(slide).toBeInViewport();
  return slide;
}

async function openEdit(page: Page, caption: string): Promise<Locator> {
  const slide = await showSlide(page, caption);
  await slide.getByRole('button', { name: `Edit slide ${caption}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit slide' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the home page as the admin and its Add slide dialog. */
async function openAddSlide(page: Page): Promise<Locator> {
  await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
  await page.getByRole('button', { name: 'Add slide' }).click();
  return page.getByRole('dialog', { name: 'Add slide' });
}

/** The slide the test may add with this caption is removed after it, whatever its outcome. */
function removeAfter(adminApi: AdminApi, cleanup: Cleanup, caption: string) {
  cleanup(async () => {
    const slide = await adminApi.slide(caption);
    if (slide) await adminApi.removeSlide(slide._id);
  });
}

/** A slide added for the test and removed after it, whatever its outcome. */
async function slideToEdit(
  adminApi: AdminApi,
  cleanup: Cleanup,
  prefix: string,
  transparency: number,
) {
  const slide = await adminApi.addSlide({ caption: unique(prefix), transparency });
  cleanup(() => adminApi.removeSlide(slide._id));
  return slide;
}

test.describe('home slides, admin', () => {
  // No autoplay and instant scrolling, so a chosen slide stays in view while it is edited.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('adds a slide with image, transparency and video, with a preview before upload', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const caption = unique('E2E added slide');
    removeAfter(adminApi, cleanup, caption);
    const dialog = await openAddSlide(page);

    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await pngImage({ width: 640, height: 360 }));
    const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^data:image\//);

    await dialog.getByLabel('Transparency (overlay darkness)').fill('35');
    await dialog.getByLabel('Caption (project)').fill(caption);
    await dialog.getByLabel('Text (client)').fill('E2E client');
    const video = dialog.getByLabel('Video');
    await expect(video.locator('option')).not.toHaveCount(1);
    const videoId = await video.locator('option').nth(1).getAttribute('value');
    await video.selectOption(videoId ?? '');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    const stored = await adminApi.slide(caption);
    expect(stored).toMatchObject({ caption, text: 'E2E client', transparency: 35, videoId });
    await expect(slider(page).getByRole('group').filter({ hasText: caption })).toHaveCount(1);
  });

  test('shows the upload progress while the image is sent', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const caption = unique('E2E progress slide');
    removeAfter(adminApi, cleanup, caption);
    // Hold the request until the pending state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/slider/add', async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openAddSlide(page);
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await pngImage({ width: 1600, height: 900 }));
    await dialog.getByLabel('Caption (project)').fill(caption);
    const submit = dialog.getByRole('button', { name: 'Add', exact: true });
    await submit.click();

    await expect(dialog.getByRole('progressbar')).toBeVisible();
    release();
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText(/Uploading \d+%|Processing…/)).toBeVisible();
    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    expect(await adminApi.slide(caption)).toBeDefined();
  });

  test('refuses a missing, wrong or too large image in the browser with the server’s words', async ({
    adminPage: page,
  }) => {
    const adds = countRequests(page, '/api/slider/add');
    const dialog = await openAddSlide(page);
    const image = dialog.getByLabel('Image', { exact: true });

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Missed image', 'You should upload some image');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Missed image. You should upload some image',
    );

    await image.setInputFiles(fakePng);
    await expect(dialog.getByText('Only .png and .jpg images are accepted')).toBeVisible();
    await image.setInputFiles(oversizedPng());
    await expect(dialog.getByText('The image is larger than 20 MB')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);

    expect(adds()).toBe(0);
    await expect(dialog).toBeVisible();
  });

  test('edit keeps the image: new caption, same picture and transparency', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await slideToEdit(adminApi, cleanup, 'E2E keep slide', 10);
    const caption = unique('E2E kept slide');
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const dialog = await openEdit(page, before.caption);
    await expect(dialog.getByRole('radio', { name: 'Keep image' })).toBeChecked();
    await dialog.getByLabel('Caption (project)').fill(caption);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edit successfully');
    await expect(dialog).toBeHidden();
    const [after] = (await adminApi.slides()).filter((s) => s._id === before._id);
    expect(after).toMatchObject({ caption, imageId: before.imageId, transparency: 10 });
  });

  test('edit existing image changes only the transparency', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await slideToEdit(adminApi, cleanup, 'E2E shade slide', 10);
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const dialog = await openEdit(page, before.caption);
    await dialog.getByRole('radio', { name: 'Edit existing image' }).check();
    await dialog.getByLabel('Transparency (overlay darkness)').fill('60');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edit successfully');
    const after = await adminApi.slide(before.caption);
    expect(after).toMatchObject({ imageId: before.imageId, transparency: 60 });
  });

  test('change image requires a file, then replaces the picture', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await slideToEdit(adminApi, cleanup, 'E2E change slide', 20);
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const dialog = await openEdit(page, before.caption);
    await dialog.getByRole('radio', { name: 'Change image' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Missed image', 'You should upload some image');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('New image').setInputFiles(await pngImage());
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edit successfully');
    const after = await adminApi.slide(before.caption);
    expect(after?.imageId).not.toBe(before.imageId);
    expect(after?.transparency).toBe(20);
  });

  test('reset puts the picture and its transparency back before saving', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await slideToEdit(adminApi, cleanup, 'E2E reset slide', 15);
    const caption = unique('E2E reset done');
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const dialog = await openEdit(page, before.caption);
    await dialog.getByRole('radio', { name: 'Change image' }).check();
    await dialog.getByLabel('New image').setInputFiles(await pngImage());
    await dialog.getByLabel('Transparency (overlay darkness)').fill('90');
    await dialog.getByRole('button', { name: 'Reset image changes' }).click();
    await expect(dialog.getByRole('radio', { name: 'Keep image' })).toBeChecked();
    await expect(dialog.getByLabel('Transparency (overlay darkness)')).toHaveCount(0);
    await dialog.getByLabel('Caption (project)').fill(caption);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edit successfully');
    const [after] = (await adminApi.slides()).filter((s) => s._id === before._id);
    expect(after).toMatchObject({ caption, imageId: before.imageId, transparency: 15 });
  });

  test('deletes a slide after asking', async ({ adminPage: page, adminApi, cleanup }) => {
    const slide = await adminApi.addSlide({ caption: unique('E2E doomed slide') });
    cleanup(async () => {
      if (await adminApi.slide(slide.caption)) await adminApi.removeSlide(slide._id);
    });
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const shown = await showSlide(page, slide.caption);
    await shown.getByRole('button', { name: `Delete slide ${slide.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete slide' });
    await expect(dialog.getByText('Are you sure you want to delete this?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, 'Deleted successfully');
    await expect(dialog).toBeHidden();
    expect(await adminApi.slide(slide.caption)).toBeUndefined();
    await expect(slider(page).getByRole('group').filter({ hasText: slide.caption })).toHaveCount(0);
  });

  test('asks before closing a modal with unsaved edits', async ({ adminPage: page }) => {
    const dialog = await openAddSlide(page);
    await dialog.getByLabel('Caption (project)').fill('Half-typed');
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Caption (project)')).toHaveValue('Half-typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });
});

contentTest.describe('home slides, admin, beside another administrator', () => {
  contentTest.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  contentTest(
    'a video deleted while the form is open: refused under its field, then no longer offered',
    async ({ adminPage: page, contentApi, cleanup }) => {
      const category = await contentApi.category('gallery', 'Commercials');
      if (!category) throw new Error('the demo video category Commercials is missing');
      const videoCaption = unique('E2E slide video');
      const video = await contentApi.addVideo({ caption: videoCaption, category: category._id });
      cleanup(async () => {
        if (await contentApi.video(videoCaption)) await contentApi.removeVideo(video._id);
      });
      const caption = unique('E2E slide beside a removal');
      removeAfter(contentApi, cleanup, caption);

      const dialog = await openAddSlide(page);
      await dialog
        .getByLabel('Image', { exact: true })
        .setInputFiles(await pngImage({ width: 640, height: 360 }));
      await dialog.getByLabel('Caption (project)').fill(caption);
      const select = dialog.getByLabel('Video');
      const offered = select.locator('option', { hasText: videoCaption });
      await expect(offered).toHaveCount(1);
      await select.selectOption(video._id);

      // Another administrator deletes it before Add is pressed.
      await contentApi.removeVideo(video._id);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();

      await expect(dialog.getByText('This video does not exist')).toBeVisible();
      // The list is read again with the page: the deleted video is no longer offered, and the
      // choice still made reads 'Not in the list' rather than its id or its old caption.
      await expect(offered).toHaveCount(0);
      await expect(select.locator('option:checked')).toHaveText('Not in the list');
      expect(await contentApi.slide(caption)).toBeUndefined();

      // Nothing typed was lost: with no video the same form adds the slide.
      await select.selectOption('');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expectToast(page, 'Added successfully');
      await expect(dialog).toBeHidden();
      expect(await contentApi.slide(caption)).toMatchObject({ caption, videoId: null });
    },
  );
});

test.describe('home slides, their order', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Save is offered once a slide moved; it stores the order the dialog shows', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await adminApi.slides();
    cleanup(() => adminApi.setSlideOrder(before.map((s) => s._id)));
    const [first, second] = before;
    if (!first || !second) throw new Error('the demo has slides');
    const name = (slide: Slide) => slide.caption || slide.alt || 'slide';

    await open(page, '/', page.getByRole('button', { name: 'Sort slides' }));
    await page.getByRole('button', { name: 'Sort slides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slide order' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(dialog.getByRole('button', { name: `Move ${name(first)}` })).toBeVisible();
    await expect(save).toBeDisabled();
    await moveDownByKeyboard(
      page,
      dialog.getByRole('button', { name: `Move ${name(first)}` }),
      name(first),
    );
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect((await adminApi.slides()).map((s) => s._id)).toEqual([
      second._id,
      first._id,
      ...before.slice(2).map((s) => s._id),
    ]);
  });

  test('a moved order not yet saved: leaving the page asks first', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [first] = await adminApi.slides();
    if (!first) throw new Error('the demo has slides');
    const name = first.caption || first.alt || 'slide';
    await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
    // A link inside the app, so Back stays in the app (React Router's history).
    await page.getByRole('banner').getByRole('link', { name: 'Borderless Films' }).click();
    await expect(page.getByRole('button', { name: 'Sort slides' })).toBeVisible();
    await page.getByRole('button', { name: 'Sort slides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slide order' });
    await moveDownByKeyboard(page, dialog.getByRole('button', { name: `Move ${name}` }), name);
    await expect.poll(() => beforeUnloadAsks(page)).toBe(true);

    await page.goBack();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await page.goBack();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    expect((await adminApi.slides())[0]?._id).toBe(first._id);
  });
});

test.describe('home slides, admin, on a phone', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

  test('every control over the slider can be tapped: none covers another', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const slide = await slideToEdit(adminApi, cleanup, 'E2E phone slide', 0);
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const shown = await showSlide(page, slide.caption);
    const controls = [
      page.getByRole('button', { name: 'Add slide' }),
      page.getByRole('button', { name: 'Sort slides' }),
      shown.getByRole('button', { name: `Edit slide ${slide.caption}` }),
      shown.getByRole('button', { name: `Delete slide ${slide.caption}` }),
    ];
    const boxes = await Promise.all(
      controls.map(async (control) => (await control.boundingBox())!),
    );
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
      }
    // Playwright taps only what would receive the tap, so a covered Edit times out here.
    await controls[2]!.click({ timeout: 5_000 });
    await expect(page.getByRole('dialog', { name: 'Edit slide' })).toBeVisible();
  });
});

test.describe('home slider autoplay, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('pauses while a modal is open and resumes after', async ({ adminPage: page }) => {
    await fakeTime.install(page);
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    await expectCarouselStarted(page.getByRole('region', { name: 'Featured work' }));
    await fakeTime.stop(page);
    // By CSS, not role: an open modal hides the rest of the page from the accessibility tree.
    const current = () =>
      page
        .locator('button[aria-current="true"][aria-label^="Go to slide"]')
        .getAttribute('aria-label');
    // Pointer and focus away from the slider, so only the modal can hold it.
    await page.mouse.move(2, 2);
    await page.getByRole('button', { name: 'Add slide' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add slide' });
    await expect(dialog).toBeVisible();
    await fakeTime.settle(page);
    const shown = await current();
    await fakeTime.pass(page, 3 * specAutoplayMs);
    expect(await current()).toBe(shown);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Closing returns focus to Add slide, inside the slider, on a zero-delay timer (Radix), which
    // the stopped clock holds; let it fire, then move focus out as a user would.
    await fakeTime.pass(page, 1);
    await page.mouse.move(2, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await fakeTime.settle(page);
    await fakeTime.pass(page, specAutoplayMs - 1);
    expect(await current()).toBe(shown);
    await fakeTime.pass(page, 1);
    expect(await current()).not.toBe(shown);
  });
});
