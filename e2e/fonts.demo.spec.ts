import { type Browser, chromium, type Page } from '@playwright/test';
import { androidFontConfig } from './android-fonts.ts';
import { chromiumPath, playwrightChromiumArgs } from './chromium.ts';
import { test as adminTest, unique } from './admin-fixtures.ts';
import { expect, mobile, test, waitForHydration } from './fixtures.ts';

/**
 * The site's two web fonts (web/styles/fonts.css): what a first visit downloads, and that the
 * swap from the metric-matched fallback moves nothing.
 */

/** The budget: fonts add at most 60 KB to the first visit of the home page. */
const fontBudget = 60 * 1024;

test.use({ viewport: mobile });

test('a first visit of / downloads only the Latin files of the two faces, within 60 KB, the serif preloaded', async ({
  page,
}) => {
  const fonts: { path: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return;
    fonts.push({ path: new URL(response.url()).pathname, bytes: (await response.body()).length });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');

  const paths = [...new Set(fonts.map((f) => f.path))].sort();
  expect(paths).toEqual([
    expect.stringMatching(/^\/assets\/cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  // Counted once each: the app's twins of the faces (web/lib/late-faces.ts) come from the cache.
  const total = paths.reduce(
    (sum, path) => sum + (fonts.find((f) => f.path === path)?.bytes ?? 0),
    0,
  );
  expect(total).toBeLessThanOrEqual(fontBudget);
  // The preload names the very file the stylesheet uses, so it is fetched once.
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(paths).toContain(preload);
  expect(await page.evaluate(() => document.fonts.check('500 16px "Cormorant Garamond"'))).toBe(
    true,
  );
  expect(await page.evaluate(() => document.fonts.check('16px Manrope'))).toBe(true);
});

/** Layout shifts from the start of the page, in window.fontShifts. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { fontShifts: { value: number; what: string[] }[] };
    w.fontShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.fontShifts.push({
          value: entry.value,
          what: entry.sources.map((s) => s.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page): Promise<{ total: number; shifts: unknown[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { fontShifts: { value: number; what: string[] }[] }).fontShifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The fonts Chromium drew the first element's own text in whose font stack starts with `family`
 * (the DevTools protocol names the faces actually used: a web face or the local fallback).
 */
async function drawnIn(page: Page, family: string): Promise<string[]> {
  const found = await page.evaluate((family) => {
    document.querySelector('[data-drawn-in]')?.removeAttribute('data-drawn-in');
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (ownText && getComputedStyle(element).fontFamily.replaceAll('"', '').startsWith(family)) {
        element.setAttribute('data-drawn-in', '');
        return true;
      }
    }
    return false;
  }, family);
  expect(found, `an element set in ${family}`).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-drawn-in]',
    });
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Whether one of the site's web faces is among them (their files name them by weight: "Manrope ExtraLight"). */
const webFaceIn = (fonts: string[]) =>
  fonts.some((name) => /^(Cormorant Garamond|Manrope)\b/.test(name));

/** A phone's screen height (Lighthouse's), so that a shift scores as it would on a phone. */
const phoneHeight = 823;

/**
 * Each page with its fonts held back (a fresh cache each time) until it has painted in the
 * fallback faces, then released: the faces are `font-display: optional` (web/styles/fonts.css),
 * so the page keeps the fallback and nothing moves. Measured at a phone's height: in a tall
 * viewport the /videos card whose title took one line in the fallback serif and two in
 * Cormorant scored 0.0005, at 412 × 823 0.0064.
 */
async function expectLateFacesMoveNothing(
  browser: Browser,
  baseURL: string | undefined,
  width: number,
  /** The fallback faces' status while every font is held back, where the test expects one. */
  fallbackFaces?: Record<string, FontFaceLoadStatus>,
) {
  for (const path of ['/', '/videos', '/team', '/Ukraine', '/contacts']) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: phoneHeight } });
    const page = await context.newPage();
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.woff2', async (route) => {
      await holding;
      await route.continue();
    });
    await watchLayoutShifts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.evaluate(twoFrames);
    // Past the 100 ms a preloaded optional face may hold the first paint.
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => document.fonts.check('16px Manrope'))).toBe(false);
    const fallbacks = await page.evaluate(() =>
      Object.fromEntries(
        [...document.fonts]
          .filter((f) => f.family.includes('fallback'))
          .map((f) => [f.family, f.status]),
      ),
    );
    if (fallbackFaces) expect(fallbacks, path).toMatchObject(fallbackFaces);
    release();
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Manrope'))).toBe(true);
    await page.evaluate(twoFrames);
    const { total, shifts } = await shiftsOf(page);
    expect
      .soft(
        total,
        `${path} at ${width} px: ${JSON.stringify(shifts)}, fallback faces ${JSON.stringify(fallbacks)}`,
      )
      .toBeLessThan(0.001);
    // Loaded, and still not used on this page.
    expect.soft(webFaceIn(await drawnIn(page, 'Cormorant Garamond')), path).toBe(false);
    expect.soft(webFaceIn(await drawnIn(page, 'Manrope')), path).toBe(false);
    await context.close();
  }
}

/** The phone widths where a title or text re-wrapped when its face swapped in, and a laptop's. */
const widths = [360, 390, 412, 1280];

test('fonts that arrive after the first paint move nothing: the page keeps its fallback faces', async ({
  browser,
  baseURL,
}) => {
  for (const width of widths) await expectLateFacesMoveNothing(browser, baseURL, width);
});

test("fonts that arrive after the first paint move nothing with an Android phone's faces", async ({
  baseURL,
}) => {
  // Roboto and Noto Serif, no Arial or Times twin: the first fallback faces find nothing and
  // the Android ones stand in (web/styles/fonts.css).
  const fonts = androidFontConfig();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: playwrightChromiumArgs,
    env: fonts.env,
  });
  try {
    for (const width of [360, 412]) {
      // The set-up is what it claims: the Android faces found, the Arial and Times twins not.
      await expectLateFacesMoveNothing(browser, baseURL, width, {
        'Manrope fallback': 'error',
        'Cormorant Garamond fallback': 'error',
        'Manrope fallback Android': 'loaded',
        'Cormorant Garamond fallback Android': 'loaded',
      });
    }
  } finally {
    await browser.close();
    fonts.remove();
  }
});

test('faces that missed the first page are in use from the first frame of the next page on', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: phoneHeight },
  });
  const page = await context.newPage();
  let release = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.woff2', async (route) => {
    await holding;
    await route.continue();
  });
  await page.goto('/videos', { waitUntil: 'domcontentloaded' });
  await page.evaluate(twoFrames);
  await page.waitForTimeout(150);
  release();
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(webFaceIn(await drawnIn(page, 'Cormorant Garamond'))).toBe(false);

  // At the first frame of the next page (React has rendered it when the address changes),
  // are the faces' swap twins already in the document?
  await page.evaluate(() => {
    const w = window as unknown as { twinsAtFirstFrame?: boolean };
    const observer = new MutationObserver(() => {
      if (location.pathname !== '/gallery') return;
      observer.disconnect();
      requestAnimationFrame(() => {
        w.twinsAtFirstFrame = [...document.fonts].some(
          (f) => f.display === 'swap' && f.family.includes('Cormorant') && f.status === 'loaded',
        );
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('header a[href="/gallery"]').first().click();
  await page.waitForURL('**/gallery');
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(twoFrames);
  expect(
    await page.evaluate(
      () => (window as unknown as { twinsAtFirstFrame?: boolean }).twinsAtFirstFrame,
    ),
  ).toBe(true);
  expect(webFaceIn(await drawnIn(page, 'Cormorant Garamond'))).toBe(true);
  expect(webFaceIn(await drawnIn(page, 'Manrope'))).toBe(true);
  await context.close();
});

adminTest(
  'names typed in Ukrainian and Kazakh Cyrillic are drawn in the site faces, their subsets loaded on demand',
  async ({ page, adminApi, cleanup }) => {
    const name = `Ґанна Қайратқызы Әлиева ${unique('Cyr').slice(-6)}`;
    const member = await adminApi.addMember(name);
    cleanup(() => adminApi.removeMember(member._id));
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fonts.push(new URL(response.url()).pathname);
    });
    await page.goto('/team');
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/cormorant-garamond-cyrillic-500-normal-/),
        expect.stringMatching(/\/cormorant-garamond-cyrillic-ext-500-normal-/),
      ]),
    );
    // true only when every face the text needs is loaded (Ґ is in Cyrillic, Қ and Ә in its extension).
    expect(
      await page.evaluate(
        (text) => document.fonts.check('500 32px "Cormorant Garamond"', text),
        name,
      ),
    ).toBe(true);
  },
);
