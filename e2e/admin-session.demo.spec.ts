import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { AdminApi, expect, expectToast, open, storeToken, test, unique } from './admin-fixtures.ts';

/** A token of its own (the worker's shared one must stay valid), revoked by the test. */
async function ownToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function revoke(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/auth/logout', { headers: { 'X-Access-Token': token } });
  expect(response.status()).toBe(200);
}

/** Opens Edit texts on /team with a new text typed in, not saved yet. */
async function typeAboutUs(page: Page, text: string) {
  await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
  await page.getByRole('button', { name: 'Edit texts' }).click();
  const form = page.getByRole('dialog', { name: 'Edit texts' });
  await form.getByLabel('Text', { exact: true }).fill(text);
  return form;
}

/**
 * Signs in with a token of its own, types `text` into Edit texts (restored afterwards) and ends
 * the token before Save: the server refuses it, and 'Sign in again' comes over the form.
 */
async function refusedWhileTyping(
  page: Page,
  request: APIRequestContext,
  adminApi: AdminApi,
  cleanup: (task: () => Promise<unknown>) => void,
  text: string,
) {
  const original = await adminApi.aboutUs();
  cleanup(() => adminApi.setAboutUs(original));
  const token = await ownToken(request);
  await storeToken(page, token);
  const form = await typeAboutUs(page, text);
  // The token ends (expiry, a password change elsewhere) between opening and saving.
  await revoke(request, token);
  await form.getByRole('button', { name: 'Save' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible();
  return { form, again, token };
}

test.describe('a session the server refuses while a form is open', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('asks for the password over the form, keeps what was typed, and saves after', async ({
    page,
    request,
    adminApi,
    cleanup,
  }) => {
    const text = unique('E2E typed before the session ended');
    const { form, again, token } = await refusedWhileTyping(page, request, adminApi, cleanup, text);
    await expect(again).toContainText(messages.auth.signInAgain);
    // A stray Escape does not sign out and close the form behind it.
    await page.keyboard.press('Escape');
    await expect(again).toBeVisible();

    await again.getByLabel('Email').fill(e2eAdmin.email);
    await again.getByLabel('Password').fill(e2eAdmin.password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Logged in');
    await expect(again).toBeHidden();
    // The focus is back in the form (its Save, or its first field), not on <body>.
    await expect
      .poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    const renewed = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(renewed).toMatch(/^ey/);
    expect(renewed).not.toBe(token);

    // The form is still open with the text, and Save now goes through.
    await expect(form.getByLabel('Text', { exact: true })).toHaveValue(text);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(form).toBeHidden();
    expect((await adminApi.aboutUs()).text).toBe(text);
    // The new token is a real session: the server takes it.
    expect((await new AdminApi(request, renewed!).aboutUs()).text).toBe(text);
  });

  test('signing in in another tab closes the dialog here; the form saves with that session', async ({
    page,
    request,
    adminApi,
    cleanup,
  }) => {
    const text = unique('E2E saved after another tab signed in');
    const { form, again } = await refusedWhileTyping(page, request, adminApi, cleanup, text);

    // Another tab of the same browser signs in: it stores its token where this tab reads it.
    const fresh = await ownToken(request);
    const other = await page.context().newPage();
    await other.goto('/team');
    await other.evaluate((t) => window.localStorage.setItem('token', t), fresh);
    await expect(again).toBeHidden();
    await expect(form.getByLabel('Text', { exact: true })).toHaveValue(text);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    expect((await adminApi.aboutUs()).text).toBe(text);
    await other.close();
  });

  test('a wrong password keeps the dialog; Sign out ends the session as before', async ({
    page,
    request,
    adminApi,
  }) => {
    const before = await adminApi.aboutUs();
    const token = await ownToken(request);
    await storeToken(page, token);
    const form = await typeAboutUs(page, unique('E2E never saved'));
    await revoke(request, token);
    await form.getByRole('button', { name: 'Save' }).click();
    const again = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(again).toBeVisible();

    await again.getByLabel('Email').fill(e2eAdmin.email);
    await again.getByLabel('Password').fill('not the password');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Error', 'User not found');
    await expect(again).toBeVisible();
    await expect(again.getByLabel('Password')).toHaveValue('');
    await expect(again.getByLabel('Password')).toBeFocused();

    await again.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Your session has ended', 'Please sign in again');
    await expect(again).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit texts' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(await adminApi.aboutUs()).toEqual(before);
  });
});
