import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import type { AboutUs } from '#shared/schemas/about-us.ts';
import type { Partner } from '#shared/schemas/partner.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { waitForHydration } from './fixtures.ts';

export { expect, waitForHydration };

/**
 * Fixtures of the admin browser tests. The demo server is shared by every demo spec of a run
 * (the visitor specs count its slides, members and logos), so each admin test works on items
 * it creates under a unique name and removes them again, also when it fails.
 */

export interface ImagePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The API as the administrator: reads to check what the UI did, writes to set up and clean up. */
export class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  protected async json<T>(path: string): Promise<T> {
    const response = await this.request.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  }

  /** A POST with a body, or a GET (removals); must succeed. Answers the API's JSON. */
  protected async write(
    path: string,
    init: { multipart?: Record<string, string | ImagePart>; data?: object } = {},
  ): Promise<unknown> {
    const headers = { 'X-Access-Token': this.token };
    const response =
      init.multipart || init.data
        ? await this.request.post(path, { headers, ...init })
        : await this.request.get(path, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as unknown;
  }

  slides = () => this.json<Slide[]>('/api/slider');
  async slide(caption: string): Promise<Slide | undefined> {
    return (await this.slides()).find((s) => s.caption === caption);
  }
  async addSlide(fields: { caption: string; transparency?: number }): Promise<Slide> {
    await this.write('/api/slider/add', {
      multipart: {
        caption: fields.caption,
        text: 'E2E client',
        transparency: String(fields.transparency ?? 0),
        image: await pngImage(),
      },
    });
    const slide = await this.slide(fields.caption);
    expect(slide, `slide ${fields.caption}`).toBeDefined();
    return slide as Slide;
  }
  removeSlide = (id: string) => this.write(`/api/slider/remove/${id}`);
  setSlideOrder = (ids: string[]) => this.write('/api/slider/order', { multipart: { list: JSON.stringify(ids) } });

  team = () => this.json<TeamMember[]>('/api/team');
  async member(caption: string): Promise<TeamMember | undefined> {
    return (await this.team()).find((m) => m.caption === caption);
  }
  async addMember(caption: string): Promise<TeamMember> {
    await this.write('/api/team/add', {
      multipart: {
        caption,
        text: 'E2E position',
        image: await pngImage({ width: 80, height: 100 }),
      },
    });
    return (await this.member(caption)) as TeamMember;
  }
  removeMember = (id: string) => this.write(`/api/team/remove/${id}`);

  partners = () => this.json<Partner[]>('/api/partners');
  async partner(name: string): Promise<Partner | undefined> {
    return (await this.partners()).find((p) => p.name === name);
  }
  async addPartner(fields: { name: string; url?: string; alt?: string }): Promise<Partner> {
    await this.write('/api/logo/add', { multipart: { ...fields, image: await pngImage({ width: 300, height: 100, name: 'logo.png' }) } });
    return (await this.partner(fields.name)) as Partner;
  }
  removePartner = (id: string) => this.write(`/api/partners/remove/${id}`);

  async aboutUs(): Promise<AboutUs[number]> {
    const [first] = await this.json<AboutUs>('/api/about_us');
    return first ?? { text: '', text_extra: '' };
  }
  setAboutUs = (texts: AboutUs[number]) => this.write('/api/about_us/update', { data: texts });
}

/** A small real image, made fresh so every upload is a distinct file. */
export async function pngImage({
  width = 160,
  height = 90,
  name = 'still.png',
} = {}): Promise<ImagePart> {
  const background = { r: Math.floor(Math.random() * 255), g: 90, b: 140 };
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function webpImage(): Promise<ImagePart> {
  const buffer = await sharp({
    create: { width: 80, height: 100, channels: 3, background: '#2b6b4f' },
  })
    .webp()
    .toBuffer();
  return { name: 'portrait.webp', mimeType: 'image/webp', buffer };
}

/** A text file wearing an image's name: the browser must refuse it by its first bytes. */
export const fakePng: ImagePart = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('plain text, not a PNG'),
};

/** PNG magic followed by padding: one byte over the 20 MB limit. */
export function oversizedPng(): ImagePart {
  const buffer = Buffer.alloc(20 * 1024 * 1024 + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: 'huge.png', mimeType: 'image/png', buffer };
}

let counter = 0;
/** A name no other test (or earlier run on the same server) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** The notification with this title (sonner toasts), and its description when given. */
export function toast(page: Page, title: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toast(page, title).first();
  await expect(item).toBeVisible();
  if (description) await expect(item.locator('[data-description]')).toHaveText(description);
}

/** Calls to an API path the page made, to prove the browser refused something without sending it. */
export function countRequests(page: Page, pathPart: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(pathPart)) count += 1;
  });
  return () => count;
}

/** Stores the administrator's token before any page script runs, as after a sign-in. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** Browser lines a failure test provokes on purpose (status lines of refused or failed calls). */
const expectedConsole = [
  /^Failed to load resource: the server responded with a status of (400|401|404|429|500|502)/,
  /^Failed to load resource: net::ERR_FAILED/,
];

/** The closed test machine reaches only localhost (playwright.config.ts): map tiles, Vimeo. */
const isOfflineHost = (url: string) => {
  try {
    return !['localhost', '127.0.0.1'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** Registers a clean-up with the `cleanup` fixture. */
export type Cleanup = (task: () => Promise<unknown>) => void;

interface Fixtures {
  /** The API with the administrator's token. */
  adminApi: AdminApi;
  /** A page whose browser already holds the administrator's token. */
  adminPage: Page;
  /**
   * Registers a clean-up: they run after the test, last first, whatever its outcome, so a failed
   * admin test leaves nothing behind for the visitor specs that count slides or photos. A
   * clean-up that fails fails the test, after the others have run.
   */
  cleanup: Cleanup;
  consoleProblems: string[];
}

export const test = base.extend<Fixtures, { adminToken: string }>({
  // One sign-in per worker: sign-in is rate-limited, and the token lasts hours.
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const context = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const response = await context.post('/api/auth/login', { data: e2eAdmin });
      expect(response.status(), 'admin sign-in').toBe(200);
      const { token } = (await response.json()) as { token: string };
      await context.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  adminApi: async ({ request, adminToken }, use) => {
    await use(new AdminApi(request, adminToken));
  },
  adminPage: async ({ page, adminToken }, use) => {
    await storeToken(page, adminToken);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring, even empty.
  cleanup: async ({}, use) => {
    const tasks: (() => Promise<unknown>)[] = [];
    await use((task) => tasks.push(task));
    const failures: unknown[] = [];
    for (const task of tasks.reverse())
      await task().catch((error: unknown) => failures.push(error));
    if (failures.length > 0)
      throw new AggregateError(failures, 'clean-up failed: what the test added may be left behind');
  },
  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        if (expectedConsole.some((pattern) => pattern.test(msg.text()))) return;
        if (
          /^Failed to load resource: net::ERR_/.test(msg.text()) &&
          isOfflineHost(msg.location().url)
        )
          return;
        problems.push(`${msg.type()}: ${msg.text()}`);
      });
      context.on('weberror', (error) => problems.push(`page error: ${String(error.error())}`));
      await use(problems);
      expect(problems, 'unexpected console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Whether leaving now (a reload, closing the tab) would get the browser's own "Leave site?"
 * question: a beforeunload event dispatched here is cancelled by the page's guard.
 */
export function beforeUnloadAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/**
 * Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation), so an upload is
 * still on its way when the test acts; the answer puts the line back to full speed.
 */
export async function slowUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const line = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await line(bytesPerSecond);
  return async () => {
    await line(-1);
  };
}

/** Opens a page and waits until React has hydrated it and, for an admin, the controls loaded. */
export async function open(page: Page, path: string, waitFor?: Locator): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  if (waitFor) await expect(waitFor).toBeVisible();
}

/**
 * Moves an item of a sort list one place down with dnd-kit's keyboard sensor: focus its handle,
 * Space, ArrowDown, Space. The sensor starts listening for arrows a task after the pick-up is
 * announced, so an arrow pressed in that gap is lost (it moves nothing and announces nothing):
 * it is pressed again only while no move has been announced.
 */
export async function moveDownByKeyboard(page: Page, handle: Locator, name: string): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Picked up ${name}`))).toBeAttached();
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const moved = page.getByText(new RegExp(`^${name} moved to position 2`));
  await expect(async () => {
    if ((await moved.count()) === 0) await page.keyboard.press('ArrowDown');
    await expect(moved).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^${name} dropped at position 2`))).toBeAttached();
}
