import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import type { Video } from '#shared/schemas/video.ts';

export { expect };

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

/** The two widths the issue asks for: a laptop and a phone held upright. */
export const desktop = { width: 1280, height: 800 } as const;
export const mobile = { width: 390, height: 844 } as const;
export const viewports = [
  { name: 'desktop', size: desktop },
  { name: 'mobile', size: mobile },
] as const;

/**
 * Hosts the closed test machine cannot reach (every name but localhost resolves to nothing,
 * see playwright.config.ts): the Vimeo player iframe and the map tile servers. Chromium's own
 * "Failed to load resource: net::ERR_..." line for them is not the site's fault.
 */
const offlineHosts: RegExp[] = [
  /(^|\.)vimeo\.com$/,
  /(^|\.)vimeocdn\.com$/,
  /(^|\.)basemaps\.cartocdn\.com$/,
  /(^|\.)tile\.openstreetmap\.org$/,
];

export interface ConsoleEntry {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  /** Where the message came from (the failed resource for network lines). */
  source: string;
  page: string;
}

export interface ConsoleGuard {
  /**
   * The test visits `path` expecting a 404 page: Chromium logs every 404 response (also the
   * `.data` request of a client-side navigation) as a console error, and that line is expected.
   */
  expect404(path: string): void;
  /** The test makes requests to URLs matching `url` fail (refused, 5xx): Chromium's line for each is expected. */
  expectFailedRequests(url: RegExp): void;
  /** Everything unexpected logged so far. */
  problems(): ConsoleEntry[];
  /** Fails now if anything unexpected was logged (the fixture also checks at the end). */
  expectClean(): void;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function pathOf(url: string): string {
  try {
    // A client navigation fetches the route data from '/path.data' ('/_root.data' for '/').
    return new URL(url).pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  } catch {
    return '';
  }
}

const isNetworkFailure = (text: string) => /^Failed to load resource: net::ERR_/.test(text);

function isOfflineNetworkFailure(text: string, source: string): boolean {
  return isNetworkFailure(text) && offlineHosts.some((host) => host.test(hostOf(source)));
}

function is404Line(text: string): boolean {
  return text.startsWith('Failed to load resource: the server responded with a status of 404');
}

function createGuard(): ConsoleGuard & { record(entry: ConsoleEntry): void } {
  const entries: ConsoleEntry[] = [];
  const expected404 = new Set<string>();
  const failing: RegExp[] = [];
  const allowed = (e: ConsoleEntry) =>
    (e.kind === 'error' && isOfflineNetworkFailure(e.text, e.source)) ||
    (e.kind === 'error' &&
      (isNetworkFailure(e.text) ||
        /^Failed to load resource: the server responded with a status of 5\d\d/.test(e.text)) &&
      failing.some((url) => url.test(e.source))) ||
    (e.kind === 'error' && is404Line(e.text) && expected404.has(pathOf(e.source)));
  const guard = {
    record(entry: ConsoleEntry) {
      entries.push(entry);
    },
    expect404(path: string) {
      expected404.add(new URL(path, 'http://x').pathname);
    },
    expectFailedRequests(url: RegExp) {
      failing.push(url);
    },
    problems: () => entries.filter((e) => !allowed(e)),
    expectClean() {
      expect(guard.problems(), 'console errors, warnings or page errors').toEqual([]);
    },
  };
  return guard;
}

function fromConsole(msg: ConsoleMessage): ConsoleEntry | null {
  const type = msg.type();
  if (type !== 'error' && type !== 'warning') return null;
  return {
    kind: type,
    text: msg.text(),
    source: msg.location().url,
    page: msg.page()?.url() ?? '',
  };
}

/** Visits a path, checks the status and waits until React has hydrated the page. */
export type Visit = (path: string, options?: { status?: number }) => Promise<void>;

export const test = base.extend<{ consoleGuard: ConsoleGuard; visit: Visit }>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = createGuard();
      context.on('console', (msg) => {
        const entry = fromConsole(msg);
        if (entry) guard.record(entry);
      });
      context.on('weberror', (error) => {
        guard.record({
          kind: 'pageerror',
          text: String(error.error()),
          source: '',
          page: error.page()?.url() ?? '',
        });
      });
      await use(guard);
      guard.expectClean();
    },
    { auto: true },
  ],
  visit: async ({ page, consoleGuard }, use) => {
    await use(async (path, { status = 200 } = {}) => {
      if (status === 404) consoleGuard.expect404(path);
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(status);
      await waitForHydration(page);
    });
  },
});

/**
 * React attaches its fiber to every DOM node it hydrates. The header, the page inside <main>
 * and the footer are separate Suspense boundaries (web/features/layout/site-shell.tsx) that
 * hydrate one after another, after the load event (web/lib/deferred-app.ts); once <main>, its
 * first element and the header and footer (where the page has them) carry one, the page is
 * interactive.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (node: Element | null) =>
      !node || Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const main = document.getElementById('main');
    return (
      !!main &&
      hydrated(main) &&
      hydrated(main.firstElementChild) &&
      hydrated(document.querySelector('header')) &&
      hydrated(document.querySelector('footer'))
    );
  });
}

/** Requests a test makes fail for a while (`fail()`), then lets through again (`pass()`). */
export interface FailSwitch {
  fail(): void;
  pass(): void;
}

/**
 * Routes requests to `url` through `answer` while failing. Call it before the page loads: a
 * page's first route turns Chromium's interception on, and a request the page sends at once after
 * (a key press's fetch) can slip past it, unseen even by page.on('request'); on a slow CI machine
 * the gallery's 'Load more' did, and loaded where the test expected it to fail.
 */
export async function failSwitch(
  page: Page,
  consoleGuard: ConsoleGuard,
  url: RegExp,
  answer: (route: Route) => Promise<void>,
): Promise<FailSwitch> {
  let failing = false;
  consoleGuard.expectFailedRequests(url);
  await page.route(url, (route) => (failing ? answer(route) : route.fallback()));
  return {
    fail: () => {
      failing = true;
    },
    pass: () => {
      failing = false;
    },
  };
}

/** Stores the theme before any page script runs, as a returning visitor's browser would have it. */
export async function presetTheme(target: BrowserContext | Page, theme: Theme): Promise<void> {
  await target.addInitScript((value) => {
    try {
      window.localStorage.setItem('theme', value);
    } catch {
      // Opaque origins (a failed cross-site iframe) have no storage.
    }
  }, theme);
}

/** The theme on <html>, as the boot script and the toggle set it. */
export function htmlTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

export function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('theme'));
}

/** Body colours of the two palettes (SPEC.md section 1), as computed by the browser. */
export const backgrounds: Record<Theme, string> = {
  light: 'rgb(255, 255, 255)',
  dark: 'rgb(12, 12, 13)',
};

export function header(page: Page): Locator {
  return page.locator('body > header');
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** Scrolls through the whole page so lazy images load, back to the top, then waits for them. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && img.currentSrc !== '';
      })
      .every((img) => img.complete),
  );
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Every video in the admin's order (the work page's order). */
export async function allVideos(request: APIRequestContext): Promise<Video[]> {
  return (await getJson<{ data: Video[] }>(request, '/api/gallery/gallery-all')).data;
}

/** SPEC.md section 9: the slider and the location carousels advance every 5 s (restated, as above). */
export const specAutoplayMs = 5_000;

const clockStart = new Date('2026-01-05T09:00:00Z');

/**
 * Puts the page's timers (setTimeout, setInterval, requestAnimationFrame, Date, performance.now)
 * under the test's control. Call before the first navigation. Time flows as usual while the
 * page loads and the deferred app starts (web/lib/deferred-app.ts waits on a timer); call
 * fakeTime.stop once the page is hydrated.
 */
async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: clockStart });
}

/**
 * Stops the page's time at a fixed moment past the load (any timer already due fires once, at
 * that moment), then lets React finish what that queued. From here on no timer fires until the
 * test moves time on with page.clock.runFor: an autoplay step is tested in no time, and a busy
 * machine can neither skip nor add one. A page's load is far shorter than the minute of margin
 * (the test timeout is one minute).
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt(clockStart.getTime() + 60_000);
  await settleReact(page);
}

/**
 * Waits until the page's React has done the work already queued: renders of non-click updates
 * (a hover, a carousel's select event) and the effects after them run as MessageChannel tasks
 * (React's scheduler), which the fake clock does not hold. With the clock stopped,
 * performance.now() stands still, so the scheduler never splits its work; each round trip of a
 * message here runs after every task queued before it, and a few rounds cover render, effects
 * and the render an effect's update causes. So "nothing changed" is checked after the page had
 * every chance to change, and a pause is in force before time moves.
 */
async function settleReact(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 4; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Moves the page's stopped time on by `ms`, then lets React render what the timers did. */
async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settleReact(page);
}

/** What Embla sets on a carousel's slide track once it has taken the carousel over. */
const emblaTransform = '[style*="translate"]';

/**
 * Waits until Embla has taken over `carousel`. The carousels start after the hydration
 * (web/components/carousel/use-deferred-embla.ts): a test that stops the clock before then would
 * see the autoplay start later than it expects.
 */
export async function expectCarouselStarted(carousel: Locator): Promise<void> {
  await expect(carousel.locator(emblaTransform).first()).toBeAttached();
}

/** Checks that Embla has not (yet) taken over `carousel`: the server's markup is all there is. */
export async function expectCarouselNotStarted(carousel: Locator): Promise<void> {
  await expect(carousel.locator(emblaTransform)).toHaveCount(0);
}

/** The page's simulated time, for autoplay: install, stop, pass (and settle after an input). */
export const fakeTime = {
  install: installClock,
  stop: stopClock,
  pass: passTime,
  settle: settleReact,
};

/** The card height rule of SPEC.md section 9, restated here so the test checks the page against the spec. */
export function specCardHeight(index: number): number {
  if (index === 0 || index % 4 === 0) return 250;
  if (index === 1 || (index + 1) % 5 === 0) return 280;
  if (index % 2 === 0) return 310;
  return 280;
}

/** Text content of server HTML: tags dropped, React's text separators and entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
