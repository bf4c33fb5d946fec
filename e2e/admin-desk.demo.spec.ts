import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '#shared/messages.ts';
import { beforeUnloadAsks, expect, expectToast, type ImagePart, open, pngImage, slowUploads, toast, unique, waitForHydration } from './admin-fixtures.ts';
import { test } from './admin-content-fixtures.ts';

/**
 * The administrator's smaller things (issue 14): notifications never over a modal's buttons,
 * the slide preview's live darkness, Cancel stopping an upload, leaving a modal with unsaved
 * input, and videos whose Vimeo details have not arrived (the e2e server cannot reach Vimeo).
 */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every visible notification's box must miss every visible one of `controls`, once the
 * notifications have slid into place (on their way in they pass under the header). Both are
 * measured in one step in the page: notifications close on their own timer, and measuring them
 * one call at a time on a loaded machine waited for one that had gone in between.
 */
async function expectToastsClearOf(page: Page, controls: Locator): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState !== 'running' || !target?.closest('[data-sonner-toast]');
    }),
  );
  const { toastBoxes, controlBoxes } = await controls.evaluateAll((elements) => {
    const visibleBox = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const shown = element.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
      return shown ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    };
    const toasts = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')];
    return {
      toastBoxes: toasts.map(visibleBox).filter((box) => box !== null),
      controlBoxes: elements.flatMap((element) => {
        const box = visibleBox(element);
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return box ? [{ name, box }] : [];
      }),
    };
  });
  expect(toastBoxes.length, 'visible notifications').toBeGreaterThan(0);
  expect(controlBoxes.length, 'visible controls').toBeGreaterThan(0);
  for (const toastBox of toastBoxes) {
    for (const { name, box } of controlBoxes) {
      expect(overlap(toastBox, box), `a notification covers "${name}"`).toBe(false);
    }
  }
}

/** A PNG of noise, large enough (about 3 MB) that a throttled upload of it takes a while. */
async function heavyPng(): Promise<ImagePart> {
  const buffer = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return { name: 'heavy.png', mimeType: 'image/png', buffer };
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`notifications never cover a modal's buttons or the header at ${viewport.width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize(viewport);
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    await page.getByRole('button', { name: 'Add slide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add slide' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    // No image: 'Missed image' each time, three notifications stacked while the modal stays.
    for (let i = 0; i < 3; i++) await add.click();
    await expectToast(page, messages.missedImage.title, messages.missedImage.description);
    await expect(toast(page, messages.missedImage.title)).toHaveCount(3);
    await page.mouse.move(1, viewport.height - 1);
    await expectToastsClearOf(page, dialog.getByRole('button'));
    // The header's menus stay free too: a notification over them, held while the pointer rests
    // on it, took the next click meant for the locations menu.
    await expectToastsClearOf(page, page.locator('header').locator('a, button'));
    // The one that hid Add: a notification with a second line, over a tall modal.
    await dialog.getByLabel('Caption (project)').fill('x'.repeat(201));
    await add.click();
    await expectToastsClearOf(page, dialog.getByRole('button'));
  });
}

test.describe('modals, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test("the slide editor's preview darkens as the transparency moves", async ({ adminPage: page }) => {
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    await page.getByRole('button', { name: 'Add slide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add slide' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(await pngImage({ width: 640, height: 360 }));
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    const shade = dialog.locator('[style*="--shade"]');
    const range = dialog.getByLabel('Transparency (overlay darkness)');
    for (const value of ['70', '15']) {
      await range.fill(value);
      await expect(shade).toHaveAttribute('style', new RegExp(`--shade: ?${Number(value) / 100}\\b`));
    }
  });

  test('Cancel stops an upload: nothing is stored, the input stays until discarded', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const caption = unique('E2E cancelled slide');
    cleanup(async () => {
      const slide = await adminApi.slide(caption);
      if (slide) await adminApi.removeSlide(slide._id);
    });
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    await page.getByRole('button', { name: 'Add slide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add slide' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(await heavyPng());
    await dialog.getByLabel('Caption (project)').fill(caption);

    // A slow line, so the upload is still going when Cancel is pressed.
    const fullSpeed = await slowUploads(page, 64 * 1024);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/slider/add'));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await sent;
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await cancel.click();
    await fullSpeed();

    // Stopped: the question about the unsaved input, no notification, and nothing stored.
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Caption (project)')).toHaveValue(caption);
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(await adminApi.slide(caption)).toBeUndefined();
  });

  test('Escape asks before losing input; Escape again (or Keep editing) keeps it, with the focus back where it was', async ({
    adminPage: page,
  }) => {
    await open(page, '/gallery', page.getByRole('button', { name: 'Add photo' }));
    await page.getByRole('button', { name: 'Add photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photo' });
    const caption = dialog.getByLabel('Caption');
    await caption.fill('Unsaved caption');
    const question = dialog.getByText('Discard your unsaved changes?');

    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(caption).toHaveValue('Unsaved caption');
    await expect(caption).toBeFocused();

    // From the Cancel button: Keep editing brings the focus to the first field (the button was replaced).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('leaving the page with unsaved input in a modal asks first', async ({ adminPage: page }) => {
    await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
    // A link inside the app, so Back stays in the app (React Router's history).
    await page.getByRole('link', { name: 'gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    const addPhoto = page.getByRole('button', { name: 'Add photo' });
    await addPhoto.click();
    const dialog = page.getByRole('dialog', { name: 'Add photo' });
    await dialog.getByLabel('Caption').fill('Unsaved caption');
    // A reload or closing the tab: the browser's own question. It starts with the router's
    // blocker, in the commit after the guard registers (an effect after the keystroke's render),
    // so it is awaited; from then on Back is held too.
    await expect.poll(() => beforeUnloadAsks(page)).toBe(true);

    // Back: held while the modal asks; Keep editing stays, with the input.
    await page.goBack();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(dialog.getByLabel('Caption')).toHaveValue('Unsaved caption');

    // Back again and Discard: the navigation goes on.
    await page.goBack();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(dialog).toBeHidden();
    // The work page's data has arrived: the next history step does not interrupt its navigation.
    await expect(page.getByRole('button', { name: 'Add video' })).toBeVisible();

    // Nothing typed: nothing asked.
    await page.goForward();
    await expect(page).toHaveURL(/\/gallery$/);
    await addPhoto.click();
    await expect(dialog).toBeVisible();
    expect(await beforeUnloadAsks(page)).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('button', { name: 'Add video' })).toBeVisible();
  });
});

test.describe('a video whose Vimeo details have not arrived', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('says so when added and on its card, Fetch again reports Vimeo still silent; visitors see a placeholder', async ({
    adminPage: page,
    contentApi,
    cleanup,
    browser,
  }) => {
    const caption = unique('E2E no details');
    cleanup(async () => {
      const video = await contentApi.video(caption);
      if (video) await contentApi.removeVideo(video._id);
    });
    await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add video' });
    await dialog.getByLabel('Vimeo link').fill('https://vimeo.com/76979871');
    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByLabel('Category').selectOption({ label: 'Commercials' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, messages.notify.added, messages.vimeoPendingAfterAdd);

    const card = page.locator('main li').filter({ has: page.getByRole('link', { name: new RegExp(`^${caption}`) }) });
    await expect(card.getByText(messages.vimeoPending)).toBeVisible();
    await card.getByRole('button', { name: `Fetch again the Vimeo details of ${caption}` }).click();
    await expectToast(page, messages.vimeoUnavailable);
    await expect(card.getByText(messages.vimeoPending)).toBeVisible();

    const video = await contentApi.video(caption);
    expect(video?.vimeo_response).toBeNull();

    // On a phone the card is short: the note is one row that leaves the card's category and title clear.
    await page.setViewportSize({ width: 390, height: 844 });
    const note = card.getByRole('status');
    await expect(note.getByText(messages.vimeoPendingShort)).toBeVisible();
    await expect(note.getByText(messages.vimeoPending)).toBeHidden();
    await note.scrollIntoViewIfNeeded();
    const noteBox = (await note.boundingBox())!;
    const texts = card.getByRole('link', { name: new RegExp(`^${caption}`) }).getByText(/^Commercials$/i);
    const textsBox = (await texts.boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(textsBox.y);

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await visitor.goto(`/videos/watch/${video?._id ?? ''}`);
      await waitForHydration(visitor);
      await expect(visitor.getByText(messages.videoPlaceholder.player)).toBeVisible();
      await expect(visitor.locator('iframe')).toHaveCount(0);
      await visitor.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(visitor.locator(`iframe[title="${caption}"]`)).toBeAttached();
      await visitor.goto('/videos');
      const visitorCard = visitor.locator('main li').filter({ hasText: caption });
      await expect(visitorCard.getByText(messages.videoPlaceholder.card)).toBeVisible();
      await expect(visitorCard.getByText(messages.vimeoPending)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});
