import type { Page } from '@playwright/test';
import {
  allVideos,
  backgrounds,
  desktop,
  expect,
  failSwitch,
  footer,
  header,
  htmlTheme,
  mobile,
  presetTheme,
  storedTheme,
  test,
  waitForHydration,
} from './fixtures.ts';

const transparent = 'rgba(0, 0, 0, 0)';
const year = new Date().getFullYear();

test.describe('header, footer and theme at 1280x800', () => {
  test.use({ viewport: desktop });

  test('the menu has work, gallery and the locations and about us dropdowns; contacts is mobile only', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'work' })).toHaveAttribute('href', '/videos');
    await expect(nav.getByRole('link', { name: 'gallery' })).toHaveAttribute('href', '/gallery');
    await expect(nav.getByRole('link', { name: 'contacts' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // Groups are disclosures: a button that shows a list of links.
    const locationsButton = nav.getByRole('button', { name: 'locations' });
    const locations = nav.getByRole('list', { name: 'locations' });
    await expect(locationsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(locations).toBeHidden();
    await locationsButton.click();
    await expect(locationsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(locations.getByRole('link')).toHaveText(['ukraine', 'georgia', 'kazakhstan']);
    await locations.getByRole('link', { name: 'georgia' }).click();
    await expect(page).toHaveURL('/Georgia');
    await expect(page.getByRole('heading', { level: 1, name: 'Georgia' })).toBeVisible();
    await expect(locations).toBeHidden();

    const aboutButton = nav.getByRole('button', { name: 'about us' });
    const about = nav.getByRole('list', { name: 'about us' });
    await aboutButton.click();
    await expect(about).toBeVisible();
    // Escape closes it and gives focus back to its button; so does a click elsewhere.
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(aboutButton).toBeFocused();
    await aboutButton.click();
    await page.getByRole('heading', { level: 1, name: 'Georgia' }).click();
    await expect(about).toBeHidden();
    await aboutButton.click();
    await expect(about.getByRole('link')).toHaveText(['we are', 'team', 'work with']);
    await about.getByRole('link', { name: 'team' }).click();
    await expect(page).toHaveURL('/team#team');

    await nav.getByRole('link', { name: 'work' }).click();
    await expect(page).toHaveURL('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  });

  test('theme: light by default, the toggle stores it under "theme", applied before paint and kept over reloads', async ({
    page,
    visit,
  }) => {
    // Records the theme <html> carries at the moment <body> is parsed, i.e. before first paint.
    await page.addInitScript(() => {
      const w = window as unknown as { __themeAtBody?: string };
      const observer = new MutationObserver(() => {
        if (document.body && w.__themeAtBody === undefined) {
          w.__themeAtBody = document.documentElement.getAttribute('data-theme') ?? 'none';
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const themeAtBody = () =>
      page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody);

    await visit('/videos');
    expect(await themeAtBody()).toBe('light');
    expect(await storedTheme(page)).toBeNull();
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.light);

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    expect(await htmlTheme(page)).toBe('dark');
    expect(await storedTheme(page)).toBe('dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.dark);
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(244, 244, 242)');

    await page.reload();
    await waitForHydration(page);
    expect(await themeAtBody()).toBe('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.dark);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The choice follows the visitor to other pages too.
    await visit('/gallery');
    expect(await themeAtBody()).toBe('dark');

    await toggle.click();
    expect(await storedTheme(page)).toBe('light');
    await page.reload();
    await waitForHydration(page);
    expect(await themeAtBody()).toBe('light');
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.light);
  });

  test('the header is transparent on the home and location pages until the page scrolls', async ({
    page,
    visit,
  }) => {
    await visit('/');
    await expect(header(page)).toHaveCSS('background-color', transparent);

    await visit('/Ukraine');
    await expect(header(page)).toHaveCSS('background-color', transparent);
    await page.mouse.wheel(0, 600);
    await expect(header(page)).not.toHaveCSS('background-color', transparent);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveCSS('background-color', transparent);

    for (const path of ['/videos', '/gallery', '/team']) {
      await visit(path);
      await expect(header(page), path).not.toHaveCSS('background-color', transparent);
    }
  });

  test('the footer shows where SPEC section 2 says, with the current year and a contacts link', async ({
    page,
    visit,
    request,
  }) => {
    const [video] = await allVideos(request);
    expect(video).toBeDefined();
    const routes: { path: string; footer: boolean; status?: number }[] = [
      { path: '/', footer: false },
      { path: '/Ukraine', footer: true },
      { path: '/Georgia', footer: true },
      { path: '/Kazakhstan', footer: true },
      { path: '/videos', footer: true },
      { path: `/videos/watch/${video?._id}`, footer: true },
      { path: '/videos/watch', footer: true, status: 404 },
      { path: '/gallery', footer: true },
      { path: '/team', footer: true },
      { path: '/contacts', footer: false },
      { path: '/admin', footer: false },
      { path: '/no/such/page', footer: true, status: 404 },
    ];
    for (const route of routes) {
      await visit(route.path, { status: route.status ?? 200 });
      await expect(footer(page), route.path).toHaveCount(route.footer ? 1 : 0);
      if (route.footer) {
        await expect(footer(page)).toContainText(`© ${year} Borderless Films`);
        await expect(footer(page).getByRole('link', { name: 'contacts' })).toHaveAttribute(
          'href',
          '/contacts',
        );
        await expect(footer(page).getByRole('link', { name: 'Instagram' })).toBeVisible();
      }
    }
    await visit('/team');
    await footer(page).getByRole('link', { name: 'contacts' }).click();
    await expect(page).toHaveURL('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  test('any other path shows "not found" with a 404 status', async ({ page, visit }) => {
    await visit('/no/such/page', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the sign-in page exists and its Back link goes to /', async ({ page, visit }) => {
    await visit('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/admin has no site navigation and no footer', async ({ page, visit }) => {
    await visit('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});

test.describe('header and theme at 390x844', () => {
  test.use({ viewport: mobile });

  test('the mobile menu lists every entry, contacts included, and navigates', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await expect(page.getByRole('button', { name: 'locations' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'work',
      'ukraine',
      'georgia',
      'kazakhstan',
      'we are',
      'team',
      'work with',
      'gallery',
      'contacts',
    ]);
    await expect(menu.getByText('locations')).toBeVisible();
    await expect(menu.getByText('about us')).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(mobile.width - 1);

    await menu.getByRole('link', { name: 'contacts' }).click();
    await expect(page).toHaveURL('/contacts');
    await expect(menu).toBeHidden();

    const pageOverflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    // The lock is lifted after the menu has gone, not with it: wait for that, not a moment.
    await expect.poll(pageOverflow).not.toBe('hidden');
    const unlocked = await pageOverflow();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    // The page behind does not scroll while the menu is open.
    await expect.poll(pageOverflow).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(pageOverflow).toBe(unlocked);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'kazakhstan' }).click();
    await expect(page).toHaveURL('/Kazakhstan');
    await expect(page.getByRole('heading', { level: 1, name: 'Kazakhstan' })).toBeVisible();
  });

  test('the open mobile menu closes when the window widens to the desktop header', async ({
    page,
    visit,
  }) => {
    await visit('/team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 991, height: 844 });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    // The page is usable again: no modal left open (a hidden one would keep the page inert),
    // not locked, its desktop menu shown.
    expect(await page.evaluate(() => document.querySelector('dialog[open]'))).toBeNull();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'gallery' })).toBeVisible();
  });

  test('the theme toggle works on a phone and survives a reload', async ({ page, visit }) => {
    await visit('/');
    expect(await htmlTheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await storedTheme(page)).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await htmlTheme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("at twice the browser's text size the company's name is whole in the header, the monogram in its circle", async ({
    page,
    visit,
  }) => {
    // What a phone's "largest text" setting does: the default font size doubled.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await visit('/team');
    const brand = header(page).getByRole('link', { name: 'Borderless Films' });
    const fits = (selector: string) =>
      brand.locator(selector).evaluate((el) => ({
        wide: el.scrollWidth <= el.clientWidth,
        // Two lines of 30.8 px are 61.6 px: the box rounds one way, its content the other.
        tall: el.scrollHeight <= el.clientHeight + 1,
      }));
    // The name: nothing cut off by its ellipsis, within the header's height.
    await expect.poll(() => fits('span:not([aria-hidden])')).toEqual({ wide: true, tall: true });
    expect(await fits('[aria-hidden="true"]')).toEqual({ wide: true, tall: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const headerBox = await header(page).boundingBox();
      const nameBox = await brand.locator('span:not([aria-hidden])').boundingBox();
      expect(nameBox!.y).toBeGreaterThanOrEqual(headerBox!.y);
      expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
      // Lines break between words: no word is drawn over two lines ('Borderles' / 's').
      const split = await brand.locator('span:not([aria-hidden])').evaluate((el) => {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return ['no text node'];
        const words: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1)
            words.push(match[0]);
        }
        return words;
      });
      expect(split, `at ${width} px`).toEqual([]);
    }
  });

  test('the header is transparent on a location page at the top', async ({ page, visit }) => {
    await visit('/Georgia');
    await expect(header(page)).toHaveCSS('background-color', transparent);
    await page.mouse.wheel(0, 500);
    await expect(header(page)).not.toHaveCSS('background-color', transparent);
  });
});

test.describe('the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu opens (the browser's own invoker command) and its links lead on", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'team', exact: true }).click();
    await expect(page).toHaveURL(/\/team/);
  });

  test("on a desktop a group's pages show on hover and while the focus is in it", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const locations = nav.getByRole('list', { name: 'locations' });
    await expect(locations).toBeHidden();
    await nav.getByRole('button', { name: 'locations' }).hover();
    await expect(locations).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(locations).toBeHidden();
    await nav.getByRole('button', { name: 'about us' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      nav.getByRole('list', { name: 'about us' }).getByRole('link').first(),
    ).toBeFocused();
    await nav.getByRole('button', { name: 'locations' }).hover();
    await locations.getByRole('link', { name: 'georgia' }).click();
    await expect(page).toHaveURL(/\/Georgia$/);
  });

  test("over a hero it scrolls away with it rather than staying, white and see-through, over the page; the theme button (the app's) is not shown", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto('/Georgia');
    await expect(header(page)).toBeInViewport();
    await expect(header(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
    const toggle = header(page).getByRole('button', { name: 'Dark theme', includeHidden: true });
    await expect(toggle).toHaveCount(1);
    await expect(toggle).toBeHidden();
    await page.getByRole('heading', { name: 'explore Georgia' }).scrollIntoViewIfNeeded();
    await expect(header(page)).not.toBeInViewport();
  });
});

test('a 390 px phone at 200 % zoom (195 CSS px): no page scrolls sideways, and the header names the company', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  for (const path of ['/', '/videos', '/gallery', '/team', '/contacts', '/Ukraine']) {
    await visit(path);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(195);
    // The name is read, not drawn cut to a letter per line beside the monogram.
    await expect(header(page).getByRole('link', { name: 'Borderless Films' })).toBeVisible();
  }
});

/** Holds the app's scripts back, as a slow line holds them while the page already shows; answers the release. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test.describe('a button pressed before the app has started', () => {
  test.use({ viewport: desktop });

  test('does its work once the app runs (a slow phone), once', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/team');
    expect(await htmlTheme(page)).toBe('light');
    await header(page).getByRole('button', { name: 'Dark theme' }).click();
    expect(await htmlTheme(page)).toBe('light');
    release();
    await waitForHydration(page);
    await expect.poll(() => htmlTheme(page)).toBe('dark');
    expect(await storedTheme(page)).toBe('dark');
    // Pressed once, not again by React as well.
    await page.waitForTimeout(500);
    expect(await htmlTheme(page)).toBe('dark');
  });

  test('is forgotten once the visitor presses again after the app listens: the replay would undo it', async ({
    page,
  }) => {
    // The replay waits for an idle moment; here a long one, so the second press comes first.
    await page.addInitScript(() => {
      const idle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) =>
        window.setTimeout(() => idle(callback, options), 1500);
    });
    const release = await holdAppScripts(page);
    await page.goto('/team');
    const toggle = header(page).getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    release();
    await waitForHydration(page);
    await toggle.click();
    await expect.poll(() => htmlTheme(page)).toBe('dark');
    await page.waitForTimeout(2500);
    expect(await htmlTheme(page)).toBe('dark');
  });
});

test.describe('a navigation that fails', () => {
  test.use({ viewport: desktop });

  test("offline, the error view keeps the visitor's theme and says what it is in its title; back online, the next page has every control", async ({
    page,
    visit,
    consoleGuard,
  }) => {
    await presetTheme(page, 'dark');
    // The page's data requests, made to fail as offline (before the page loads: see failSwitch).
    const offline = await failSwitch(page, consoleGuard, /\.data(\?|$)/, (route) =>
      route.abort('internetdisconnected'),
    );
    await visit('/team');
    offline.fail();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'work' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    // React mounted the error view's <html> anew and stripped the boot script's marks with it.
    expect(await htmlTheme(page)).toBe('dark');
    await expect(page).toHaveTitle(/^Something went wrong \| /);
    await expect(header(page).getByRole('button', { name: 'Dark theme' })).toBeVisible();
    offline.pass();
    await header(page).getByRole('link', { name: 'Borderless Films' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
    expect(await htmlTheme(page)).toBe('dark');
  });
});

test.describe('the header with JavaScript', () => {
  test('a group does not open on hover alone (the app opens it on a click)', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(desktop);
    await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'locations' }).hover();
    await expect(nav.getByRole('list', { name: 'locations' })).toBeHidden();
    await nav.getByRole('button', { name: 'locations' }).click();
    await expect(nav.getByRole('list', { name: 'locations' })).toBeVisible();
  });
});

test.describe('the focus after a navigation inside the site', () => {
  test('a link that goes with its menu or page hands the focus to the new page: its fragment, else its main', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(desktop);
    await visit('/videos');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'about us' }).focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('list', { name: 'about us' }).getByRole('link', { name: 'team' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/team#team$/);
    // The section the address names, not <body>: the next Tab goes on from there.
    await expect(page.locator('#team')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('#team, footer') !== null),
    ).toBe(true);

    // A page without a fragment: its main landmark.
    await nav.getByRole('button', { name: 'locations' }).focus();
    await page.keyboard.press('Enter');
    await nav
      .getByRole('list', { name: 'locations' })
      .getByRole('link', { name: 'georgia' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Georgia$/);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the menu names the page shown: aria-current page on its link, true on its section from a page within it', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(desktop);
    await visit('/Georgia');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('a[href="/Georgia"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[href="/Ukraine"]')).not.toHaveAttribute('aria-current', /.*/);
    await visit('/videos');
    const work = nav.getByRole('link', { name: 'work', exact: true });
    await expect(work).toHaveAttribute('aria-current', 'page');
    await page.locator('main a[href^="/videos/watch/"]').first().click();
    await expect(page).toHaveURL(/\/videos\/watch\//);
    await expect(work).toHaveAttribute('aria-current', 'true');

    // The phone's menu marks it too, fragment and all.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/team#team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'team', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'we are', exact: true })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
  });
});
