import type { APIRequestContext, Page, Route } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { e2eAdmin } from '../playwright.config.ts';
import {
  countRequests,
  expect,
  expectToast,
  open,
  test,
  waitForHydration,
} from './admin-fixtures.ts';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const answer = (status: number, message: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) });

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/**
 * Opens /login with the app's scripts held back, as on a slow phone where the page is on screen
 * well before the app has started (web/lib/deferred-app.ts). Returns what lets them through.
 */
async function openBeforeTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  return release;
}

test.describe('sign-in page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('says that signing in needs it; a form sent anyway comes back, the password not in the address', async ({
    page,
  }) => {
    await page.goto('/login');
    // (Playwright's text search skips <noscript>, even where its content is shown.)
    const notice = page.locator('form noscript > p');
    await expect(notice).toHaveText(messages.auth.needsJavaScript);
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await page.waitForURL('**/login');
    expect(new URL(page.url()).search).toBe('');
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});

test.describe('sign-in page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('validates email and password with the messages of the spec, before sending', async ({
    page,
  }) => {
    const logins = countRequests(page, '/api/auth/login');
    await open(page, '/login');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);

    await fillLogin(page, 'not-an-email', '123');
    await expect(page.getByText('Email is not valid.')).toBeVisible();
    await expect(page.getByText('Minimum 6 symbols.')).toBeVisible();
    expect(logins()).toBe(0);
  });

  test('wrong data says Error / User not found and stays signed out', async ({ page }) => {
    await open(page, '/login');
    await fillLogin(page, 'nobody@e2e.example', 'wrong-password');
    await expectToast(page, 'Error', 'User not found');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // Back in the password, selected: typing again replaces it (the fields were disabled meanwhile).
    const password = page.getByLabel('Password');
    await expect(password).toBeFocused();
    await page.keyboard.type('typed-again');
    await expect(password).toHaveValue('typed-again');
  });

  test('too many attempts shows the server’s message', async ({ page }) => {
    await page.route(
      '**/api/auth/login',
      answer(429, 'Too many sign-in attempts, try again later'),
    );
    await open(page, '/login');
    await fillLogin(page, e2eAdmin.email, 'whatever-password');
    await expectToast(page, 'Error', 'Too many sign-in attempts, try again later');
  });

  test('throttled, says how long to wait, in one notification however often Sign in is pressed', async ({
    page,
  }) => {
    // An account that does not exist: throttling the admin would lock out the specs that follow.
    const email = `throttled-${Date.now()}@e2e.example`;
    const press = async () => {
      const answer = page.waitForResponse('**/api/auth/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      return (await answer).status();
    };
    await open(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    let status = await press();
    for (let attempts = 1; status === 400 && attempts < 20; attempts += 1) status = await press();
    expect(status).toBe(429);
    await expectToast(page, 'Error', 'Too many sign-in attempts, try again in 15 minutes');

    for (let i = 0; i < 3; i += 1) expect(await press()).toBe(429);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expectToast(page, 'Error', 'Too many sign-in attempts, try again in 15 minutes');
  });

  test('any other failure is Unexpected error / Something went wrong', async ({ page }) => {
    await page.route('**/api/auth/login', answer(500, 'Internal error'));
    await open(page, '/login');
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await expectToast(page, 'Unexpected error', 'Something went wrong');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('what is typed before the app has started stays, and signs in', async ({ page }) => {
    const release = await openBeforeTheApp(page);
    // Said only where no script runs: with scripts, <noscript> holds text, not a paragraph.
    await expect(page.locator('form noscript > p')).toHaveCount(0);
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    release();
    await waitForHydration(page);
    // The app's first renders would have cleared what its form state did not know.
    await expect(page.getByLabel('Email')).toHaveValue(e2eAdmin.email);
    await expect(page.getByLabel('Password')).toHaveValue(e2eAdmin.password);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toMatch(/^ey/);
  });

  test('Sign in pressed before the app has started is held, then sent by the app', async ({
    page,
  }) => {
    let nativePosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/login')
        nativePosts += 1;
    });
    const logins = countRequests(page, '/api/auth/login');
    const release = await openBeforeTheApp(page);
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByLabel('Password').press('Enter');
    // Held in the page, not posted to the server (whose answer would be an empty form).
    await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
    // Shown as taken, as while signing in: a slow phone may take seconds to start the app.
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('cursor', 'progress');
    expect(nativePosts).toBe(0);

    const login = page.waitForRequest('**/api/auth/login');
    release();
    expect((await login).postDataJSON()).toEqual(e2eAdmin);
    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toMatch(/^ey/);
    expect(nativePosts, 'posts to /login').toBe(0);
    expect(logins(), 'sign-in requests').toBe(1);
  });

  test('a held Sign in says why nothing happens yet when the app is slow, and still signs in', async ({
    page,
  }) => {
    await page.clock.install();
    const release = await openBeforeTheApp(page);
    const waiting = page.getByRole('alert').filter({ hasText: messages.auth.waitingForPage });
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
    await expect(waiting).toBeHidden();
    const heading = page.getByRole('heading', { name: 'Sign in' });
    const back = page.getByRole('link', { name: 'Back' });
    const before = [await heading.boundingBox(), await back.boundingBox()];
    await page.clock.fastForward(8000);
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeInViewport();
    // Over the page, not in its flow: the centred card keeps its place (no layout shift).
    expect([await heading.boundingBox(), await back.boundingBox()]).toEqual(before);

    // The app, once it arrives, takes the held press up and the message goes.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await answered;
      await route.continue();
    });
    const login = page.waitForRequest('**/api/auth/login');
    release();
    expect((await login).postDataJSON()).toEqual(e2eAdmin);
    await expect(waiting).toBeHidden();
    answer();
    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a held Sign in says so at once when the app cannot load, and posts nothing', async ({
    page,
    consoleProblems,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.js'));
    await page.route('**/assets/**/*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await failed;
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: messages.auth.waitingForPage }),
    ).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue(e2eAdmin.password);
    expect(posts).toEqual([]);
    // The refused scripts are this test's doing; any other console line still fails it.
    const refused = /^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
    consoleProblems.splice(0, Infinity, ...consoleProblems.filter((line) => !refused.test(line)));
  });

  test('shows a spinner while pending, then signs in, says Logged in and opens /', async ({
    page,
  }) => {
    // The answer is held until the spinner has been seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/login');
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();

    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toMatch(/^ey/);
    await expect(page.getByRole('button', { name: 'Add slide' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }),
    ).toBeVisible();

    // Signed in, the sign-in page sends you home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('signing out', () => {
  // Each test signs in on its own: signing out revokes the token, and the worker's shared
  // adminToken must keep working for the tests that follow.
  const ownToken = async (request: APIRequestContext) => {
    const response = await request.post('/api/auth/login', { data: e2eAdmin });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  /** A mutation any valid token may make, with the page's texts sent back unchanged. */
  const mutateWith = async (request: APIRequestContext, token: string) => {
    const [texts] = (await (await request.get('/api/about_us')).json()) as object[];
    return request.post('/api/about_us/update', {
      headers: { 'X-Access-Token': token },
      data: texts,
    });
  };
  /** Stored once (not on every load), so the sign-out is not undone by a later navigation. */
  const storeToken = async (page: Page, token: string) => {
    await page.goto('/robots.txt');
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  };
  const signOutButton = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' });

  test('signed in through the form, Sign out ends the token on the server too', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/login');
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await expectToast(page, 'Logged in');
    const token = await storedToken(page);
    expect(token).toMatch(/^ey/);
    expect((await mutateWith(request, token ?? '')).status()).toBe(200);

    const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout');
    await signOutButton(page).click();
    expect((await logout).status()).toBe(200);
    expect(await storedToken(page)).toBeNull();
    await expect(signOutButton(page)).toHaveCount(0);

    const refused = await mutateWith(request, token ?? '');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'You need to sign in again' });
  });

  test('from the desktop menu: token gone, admin controls gone', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeToken(page, await ownToken(request));
    await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
    await signOutButton(page).click();
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('from the mobile menu', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storeToken(page, await ownToken(request));
    await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout');
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    expect((await logout).status()).toBe(200);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  });

  test('with the network down, still signs out in the browser', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Routed before the page loads: a route first added to a running page can miss the request
    // the next click sends (e2e/fixtures.ts, failSwitch).
    let attempt!: () => void;
    const attempted = new Promise<void>((resolve) => (attempt = resolve));
    await page.route('**/api/auth/logout', async (route) => {
      attempt();
      await route.abort('failed');
    });
    await storeToken(page, await ownToken(request));
    await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
    await signOutButton(page).click();
    await attempted;
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });
});

test.describe('admin page', () => {
  test('lists what the administrator manages, or offers to sign in', async ({
    page,
    adminToken,
  }) => {
    await open(page, '/admin');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fadmin',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.evaluate((token) => window.localStorage.setItem('token', token), adminToken);
    await open(page, '/admin');
    for (const [name, href] of [
      ['Home slides', '/'],
      ['Locations', '/Ukraine'],
      ['Work', '/videos'],
      ['Gallery', '/gallery'],
      ['Team members', '/team#team'],
      ['Partners', '/team#work-with'],
      ['About-us texts', '/team#we-are'],
      ['Trash', '/admin/trash'],
      ['Accounts', '/admin/accounts'],
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href ?? '',
      );
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});
