import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config.ts';
import { messages } from '#shared/messages.ts';
import { adminChunkName } from './chromium.ts';
import { addAccount, accounts, removeAccount, signInApi, uniqueEmail } from './account-fixtures.ts';
import { countRequests, expect, expectToast, open, storeToken, test } from './admin-fixtures.ts';

/**
 * More than one administrator (DESIGN.md section 11). The e2e admin's own password never changes
 * here and its worker token is never signed out (the other specs use both): each test signs in
 * afresh, and changes the password of an account it adds.
 */


function row(page: Page, email: string) {
  return page.getByRole('list', { name: 'Administrator accounts' }).getByRole('listitem').filter({ hasText: email });
}

async function signInForm(page: Page, email: string, password: string) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('signed out, the accounts page offers to sign in and loads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(response.url()));
  await open(page, '/admin/accounts');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fadmin%2Faccounts');
  await expect(page.getByRole('list', { name: 'Administrator accounts' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => adminChunkName.test(url))).toEqual([]);
  expect(scripts.filter((url) => url.includes('/api/users'))).toEqual([]);
});

test('signing in from a signed-out admin page comes back to it', async ({ page }) => {
  await open(page, '/admin/activity?kind=photo');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/activity\?kind=photo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('adds a second administrator, whose first password is shown once to copy, who then signs in', async ({
  page,
  context,
  request,
  adminToken,
  cleanup,
}) => {
  // The browser signs out with its own token; clean-up uses the worker's, which stays valid.
  const admin = await signInApi(request, e2eAdmin.email, e2eAdmin.password);
  const email = uniqueEmail('second');
  cleanup(() => removeAccount(request, adminToken, email));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/admin');
  // Stored once, not on every load (storeToken), so signing out is not undone by the next page.
  await page.evaluate((token) => window.localStorage.setItem('token', token), admin);

  await open(page, '/admin');
  await page.getByRole('link', { name: /Accounts/ }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  const mine = row(page, e2eAdmin.email);
  await expect(mine).toContainText('you');
  await expect(mine.getByRole('button', { name: `Remove ${e2eAdmin.email}` })).toBeDisabled();
  await expect(mine).toContainText('You cannot remove your own account');

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add administrator' });
  await dialog.getByLabel('E-mail').fill(email.toUpperCase());
  const password = await dialog.getByLabel('First password').inputValue();
  expect(password).toMatch(/^\S{5}-\S{5}-\S{5}-\S{5}$/);
  // A password from the top of the leaked lists is refused in the form, nothing sent.
  const adds = countRequests(page, '/api/users/add');
  await dialog.getByLabel('First password').fill('Password1');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('This password is among the first ones guessed: choose a less common one')).toBeVisible();
  expect(adds()).toBe(0);
  await dialog.getByLabel('First password').fill(password);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Added successfully');
  await expect(dialog).toBeHidden();

  const notice = page.getByRole('status').filter({ hasText: 'Account added for' });
  await expect(notice).toContainText(email);
  await expect(notice.getByLabel('First password')).toHaveText(password);
  await notice.getByRole('button', { name: 'Copy password' }).click();
  await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toBeHidden();
  await expect(row(page, email).getByRole('button', { name: `Remove ${email}` })).toBeEnabled();

  // The same e-mail again, in another case, is refused under the field.
  await page.getByRole('button', { name: 'Add account' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('An account with this e-mail already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();

  await page.getByRole('link', { name: 'Back to the admin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signInForm(page, email, password);
  await open(page, '/admin/accounts');
  await expect(row(page, email)).toContainText('you');
  // Two accounts, neither the last: the first administrator's may now be removed by this one.
  await expect(row(page, e2eAdmin.email).getByRole('button', { name: `Remove ${e2eAdmin.email}` })).toBeEnabled();
  await expect(row(page, email).getByRole('button', { name: `Remove ${email}` })).toBeDisabled();
});

test('removes an account after the question; its session ends at once', async ({ page, request, cleanup }) => {
  const admin = await signInApi(request, e2eAdmin.email, e2eAdmin.password);
  const email = uniqueEmail('leaving');
  await addAccount(request, admin, email, 'leaving-password');
  cleanup(() => removeAccount(request, admin, email));
  const theirs = await signInApi(request, email, 'leaving-password');
  await storeToken(page, admin);

  await open(page, '/admin/accounts');
  await row(page, email).getByRole('button', { name: `Remove ${email}` }).click();
  const question = page.getByRole('dialog', { name: 'Remove account' });
  await expect(question).toContainText('Are you sure you want to delete this?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted successfully');
  await expect(row(page, email)).toHaveCount(0);
  // The focus goes to the next Remove, or, with none left to remove (only mine), to the list's
  // heading: not to <body>.
  const left = (await accounts(request, admin)).filter((a) => a.email !== e2eAdmin.email);
  if (left.length === 0) await expect(page.getByRole('heading', { name: 'Administrators' })).toBeFocused();
  else await expect(page.getByRole('button', { name: /^Remove / }).and(page.locator(':focus'))).toHaveCount(1);

  expect((await accounts(request, admin)).map((a) => a.email)).not.toContain(email);
  expect((await request.get('/api/users', { headers: { 'X-Access-Token': theirs } })).status()).toBe(401);
});

test('changes my own password: this session goes on, the others end, the new password signs in', async ({
  page,
  request,
  cleanup,
}) => {
  const admin = await signInApi(request, e2eAdmin.email, e2eAdmin.password);
  const email = uniqueEmail('changing');
  const first = 'first-password-1';
  const next = 'a-better-password-2';
  await addAccount(request, admin, email, first);
  cleanup(() => removeAccount(request, admin, email));
  const elsewhere = await signInApi(request, email, first);

  await signInForm(page, email, first);
  await open(page, '/admin/accounts');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(email);
  await page.getByRole('button', { name: 'Change my password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change my password' });

  // The address is the first guess against an account: refused as a new password, as for a new account.
  await dialog.getByLabel('Current password').fill(first);
  await dialog.getByLabel('New password', { exact: true }).fill(email.toUpperCase());
  await dialog.getByLabel('New password again').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText(messages.accounts.passwordIsEmail)).toBeVisible();

  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('New password again').fill(`${next}-typo`);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();

  await dialog.getByLabel('New password again').fill(next);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('The current password is wrong')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current password').fill(first);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expectToast(page, 'Password changed; your other sessions are signed out');
  await expect(dialog).toBeHidden();

  // Still signed in, after a reload too: the session carries on with its new token.
  await page.reload();
  await expect(row(page, email)).toContainText('you');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect((await request.get('/api/users', { headers: { 'X-Access-Token': token ?? '' } })).status()).toBe(200);
  expect((await request.get('/api/users', { headers: { 'X-Access-Token': elsewhere } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: first } })).status()).toBe(400);
  await signInApi(request, email, next);
});
