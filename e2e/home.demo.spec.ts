import type { Page } from '@playwright/test';
import {
  allVideos,
  desktop,
  expect,
  expectCarouselStarted,
  fakeTime,
  footer,
  mobile,
  specAutoplayMs,
  test,
} from './fixtures.ts';

const demoCaptions = [
  'Northern Lights Airline',
  'The Mountain Road',
  'Velta Motors',
  'Steppe Echo',
];

/** Slide captions in the order the server rendered them. */
function slideOrder(html: string): string[] {
  return [
    ...html.matchAll(
      /aria-roledescription="slide" aria-label="\d+ of \d+"[^>]*>[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g,
    ),
  ].map((m) => m[1] ?? '');
}

/** The 1-based number of the slide the active indicator points at. */
async function activeSlide(page: Page): Promise<string> {
  const dot = page
    .getByRole('button', { name: /^Go to slide \d+$/ })
    .and(page.locator('[aria-current="true"]'));
  await expect(dot).toHaveCount(1);
  return (await dot.getAttribute('aria-label')) ?? '';
}

/** The indicator after this one: the demo has 4 slides, and after the last comes the first. */
function nextSlide(label: string): string {
  return `Go to slide ${(Number(label.replace('Go to slide ', '')) % demoCaptions.length) + 1}`;
}

test('slides come in a random order chosen by the server', async ({ request }) => {
  const orders = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const html = await (await request.get('/')).text();
    const order = slideOrder(html);
    expect([...order].sort()).toEqual([...demoCaptions].sort());
    orders.add(order.join('|'));
  }
  // 4 slides have 24 orders; eight identical draws would happen about once in 10^11 runs.
  expect(orders.size).toBeGreaterThan(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test('the slides stand in the saved order, each with its picture', async ({ page, request }) => {
    const saved = ((await (await request.get('/api/slider')).json()) as { caption: string }[]).map(
      (slide) => slide.caption,
    );
    expect([...saved].sort()).toEqual([...demoCaptions].sort());
    // A page whose random order differs from the saved one, so what the test sees is not luck.
    await page.goto('/');
    for (let i = 0; i < 20 && slideOrder(await page.content()).join() === saved.join(); i++) {
      await page.reload();
    }
    expect(slideOrder(await page.content())).not.toEqual(saved);

    const slides = page.locator('[aria-roledescription="slide"]');
    const placed = await Promise.all(
      (await slides.all()).map(async (slide) => ({
        caption: await slide.locator('h2').innerText(),
        x: (await slide.boundingBox())?.x ?? Number.NaN,
      })),
    );
    expect(placed.sort((a, b) => a.x - b.x).map((slide) => slide.caption)).toEqual(saved);
    // The controls need the app; the strip scrolls instead.
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeHidden();
    for (const caption of saved) {
      const slide = slides.filter({ has: page.getByRole('heading', { name: caption }) });
      await slide.scrollIntoViewIfNeeded();
      // The last <img> of a slide is what shows on top: the picture itself, not its placeholder.
      const img = slide.locator('img').last();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\//);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
    }
  });
});

test.describe('home at 1280x800', () => {
  test.use({ viewport: desktop });

  test('shows the slider with one indicator per slide and no footer', async ({ page, visit }) => {
    await visit('/');
    const slider = page.getByRole('region', { name: 'Featured work' });
    await expect(slider).toBeVisible();
    await expect(slider.getByRole('group')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(4);
    expect(await activeSlide(page)).toBe('Go to slide 1');
    await expect(footer(page)).toHaveCount(0);
    const box = await slider.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: desktop.width, height: desktop.height });

    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('Go to slide 4');
    await page.getByRole('button', { name: 'Next slide' }).click();
    // Infinite loop: after the last comes the first.
    expect(await activeSlide(page)).toBe('Go to slide 1');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe('Go to slide 4');
  });

  test('in forced colours (Windows High Contrast) the current slide and the chosen filter still stand out', async ({
    page,
    visit,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await visit('/');
    const bar = (name: string) =>
      page
        .getByRole('button', { name })
        .evaluate((el) => getComputedStyle(el, '::before').borderTopWidth);
    expect(await activeSlide(page)).toBe('Go to slide 1');
    expect(await bar('Go to slide 1')).toBe('4px');
    expect(await bar('Go to slide 2')).toBe('2px');

    await visit('/gallery');
    const pill = (name: string) =>
      page
        .getByRole('navigation', { name: 'Photo categories' })
        .getByRole('link', { name })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await pill('All')).not.toBe(await pill('Georgia'));
  });

  test('autoplay advances after 5 s, and not while the pointer is over the slider', async ({
    page,
    visit,
  }) => {
    await fakeTime.install(page);
    await visit('/');
    await expectCarouselStarted(page.getByRole('region', { name: 'Featured work' }));
    await fakeTime.stop(page);
    // The pointer starts outside the page (no mouse event has happened yet). Stopping the clock
    // fired any step already due, which restarts the wait: the next step is 5 s away.
    const first = await activeSlide(page);
    await fakeTime.pass(page, specAutoplayMs - 1);
    expect(await activeSlide(page)).toBe(first);
    await fakeTime.pass(page, 1);
    expect(await activeSlide(page)).toBe(nextSlide(first));

    await page
      .getByRole('region', { name: 'Featured work' })
      .hover({ position: { x: 640, y: 400 } });
    await fakeTime.settle(page);
    const held = await activeSlide(page);
    await fakeTime.pass(page, 3 * specAutoplayMs);
    expect(await activeSlide(page)).toBe(held);

    // Leaving the slider (onto the header above it) starts a full 5 s wait again.
    await page.mouse.move(640, 790);
    await page.mouse.move(5, 5);
    await fakeTime.settle(page);
    await fakeTime.pass(page, specAutoplayMs - 1);
    expect(await activeSlide(page)).toBe(held);
    await fakeTime.pass(page, 1);
    expect(await activeSlide(page)).toBe(nextSlide(held));
  });

  test('a slide with a video opens /videos/watch/{id}, whose close control returns home', async ({
    page,
    visit,
    request,
  }) => {
    const videos = await allVideos(request);
    await visit('/');
    const slides = page.getByRole('region', { name: 'Featured work' }).getByRole('group');
    const count = await slides.count();
    let linked = 0;
    for (let i = 0; i < count; i++) {
      const link = slides.nth(i).getByRole('link');
      if ((await link.count()) === 0) continue;
      linked++;
      const href = (await link.getAttribute('href')) ?? '';
      const id = /^\/videos\/watch\/([0-9a-f]{24})\?backroute=%2F$/.exec(href)?.[1];
      expect(id, href).toBeDefined();
      expect(videos.map((v) => v._id)).toContain(id);
    }
    // Three of the four demo slides link to a video.
    expect(linked).toBe(3);

    // Bring a linked slide into view and follow it.
    for (let i = 0; i < count; i++) {
      if ((await slides.nth(i).getByRole('link').count()) === 0) continue;
      await page.getByRole('button', { name: `Go to slide ${i + 1}` }).click();
      const link = slides.nth(i).getByRole('link');
      await expect(link).toBeInViewport({ ratio: 0.9 });
      const caption = (await slides.nth(i).getByRole('heading').textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(/\/videos\/watch\/[0-9a-f]{24}\?backroute=%2F$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(caption);
      await page.getByRole('link', { name: 'Close, back to home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: 'Featured work' })).toBeVisible();
      break;
    }
  });

  test('the first slide image loads first; far slides are lazy; every image has its size', async ({
    page,
    visit,
  }) => {
    await visit('/');
    const images = page.getByRole('region', { name: 'Featured work' }).locator('img');
    await expect(images).toHaveCount(4);
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    // Slide 2 and the last one are the neighbours a swipe can reach; slide 3 waits.
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
    for (let i = 0; i < 4; i++) {
      await expect(images.nth(i)).toHaveAttribute('width', /^\d+$/);
      await expect(images.nth(i)).toHaveAttribute('height', /^\d+$/);
    }
    await expect
      .poll(() =>
        images.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });
});

test.describe('home at 390x844', () => {
  test.use({ viewport: mobile });

  test('the slider fills the phone screen with caption and indicators', async ({ page, visit }) => {
    await visit('/');
    const slider = page.getByRole('region', { name: 'Featured work' });
    const box = await slider.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: mobile.width, height: mobile.height });
    await expect(page.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeInViewport();
    const caption = slider.getByRole('group').first().getByRole('heading');
    await expect(caption).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test("every slide's client line is whole on the phone: it wraps instead of being cut", async ({
    page,
    visit,
    request,
  }) => {
    const slides = (await (await request.get('/api/slider')).json()) as { text: string }[];
    const longest = slides.map((s) => s.text).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(longest.length).toBeGreaterThan(30);
    await visit('/');
    const line = page
      .getByRole('region', { name: 'Featured work' })
      .locator(`p[title="${longest}"]`);
    const cut = await line.evaluate(
      (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    );
    expect(cut).toBe(false);
  });
});
