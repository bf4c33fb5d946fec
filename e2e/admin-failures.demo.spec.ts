import type { Page, Route } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { expect, expectToast, open, pngImage, test, unique } from './admin-fixtures.ts';

/**
 * What happens when a save fails (SPEC.md section 8): the modal stays open with what was typed
 * and the right notification; an expired session signs out and says so.
 */

async function openAddSlide(page: Page, caption: string) {
  await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
  await page.getByRole('button', { name: 'Add slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add slide' });
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(await pngImage());
  await dialog.getByLabel('Caption (project)').fill(caption);
  return dialog;
}

const answer = (status: number, message: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) });

test.describe('failed saves, admin', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('a server error keeps the modal open with what was typed', async ({
    adminPage: page,
    adminApi,
  }) => {
    const caption = unique('E2E failing slide');
    await page.route('**/api/slider/add', answer(500, 'Internal error'));
    const dialog = await openAddSlide(page, caption);
    const submit = dialog.getByRole('button', { name: 'Add', exact: true });
    await submit.click();

    await expectToast(page, 'Unexpected error', 'Something went wrong');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Caption (project)')).toHaveValue(caption);
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(await adminApi.slide(caption)).toBeUndefined();
  });

  test('a network failure keeps the modal open too', async ({ adminPage: page, adminApi }) => {
    const caption = unique('E2E offline slide');
    await page.route('**/api/slider/add', (route) => route.abort('failed'));
    const dialog = await openAddSlide(page, caption);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Unexpected error', 'Something went wrong');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Caption (project)')).toHaveValue(caption);
    expect(await adminApi.slide(caption)).toBeUndefined();
  });

  test('a JSON save (about-us texts) fails the same way', async ({ adminPage: page }) => {
    await page.route('**/api/about_us/update', answer(500, 'Internal error'));
    await open(page, '/team', page.getByRole('button', { name: 'Edit texts' }));
    await page.getByRole('button', { name: 'Edit texts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit texts' });
    await dialog.getByLabel('Extra Text').fill('Typed but not saved');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Unexpected error', 'Something went wrong');
    await expect(dialog.getByLabel('Extra Text')).toHaveValue('Typed but not saved');
  });

  test('a server field error shows under its field', async ({ adminPage: page }) => {
    await page.route('**/api/slider/add', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The image could not be read',
          errors: [{ field: 'image', message: 'The image could not be read' }],
        }),
      }),
    );
    const dialog = await openAddSlide(page, unique('E2E unreadable slide'));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The image could not be read');
    await expect(dialog).toBeVisible();
  });

  test('a pasted invisible NUL is refused under its field, and nothing is stored', async ({
    adminPage: page,
    adminApi,
  }) => {
    // Text copied from some programs carries U+0000, which PostgreSQL cannot store: the real
    // server refuses it (server/http/nul-guard.ts), and the admin sees where and can mend it.
    const caption = unique('E2E pasted slide');
    const dialog = await openAddSlide(page, `${caption}\u0000`);
    const submit = dialog.getByRole('button', { name: 'Add', exact: true });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.nulCharacter);
    // Focused and in sight with its error, though the field sits below the modal's fold.
    await expect(dialog.getByLabel('Caption (project)')).toBeFocused();
    await expect(dialog.getByRole('alert')).toBeInViewport();
    await expect(dialog.getByLabel('Caption (project)')).toHaveAccessibleDescription(
      messages.nulCharacter,
    );
    expect(await adminApi.slide(caption)).toBeUndefined();

    await dialog.getByLabel('Caption (project)').fill(caption);
    await submit.click();
    await expect(dialog).toBeHidden();
    const stored = await adminApi.slide(caption);
    expect(stored).toBeDefined();
    if (stored) await adminApi.removeSlide(stored._id);
  });

  test('an expired session asks to sign in again; declined, it signs out and says so', async ({
    page,
    adminToken,
  }) => {
    // Stored once (not on every load), so the sign-out is not undone by a later navigation.
    await page.goto('/robots.txt');
    await page.evaluate((token) => window.localStorage.setItem('token', token), adminToken);
    await page.route('**/api/slider/add', answer(401, 'You need to sign in again'));
    const caption = unique('E2E expired slide');
    const dialog = await openAddSlide(page, caption);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    // The form stays behind the question with what was typed (admin-session spec: signing in).
    const again = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(again).toBeVisible();
    await expect(dialog.getByLabel('Caption (project)')).toHaveValue(caption);
    await again.getByRole('button', { name: 'Sign out' }).click();

    await expectToast(page, 'Your session has ended', 'Please sign in again');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add slide' })).toHaveCount(0);
    await expect(dialog).toBeHidden();
  });
});
