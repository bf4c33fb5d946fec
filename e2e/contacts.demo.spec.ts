import type { Page } from '@playwright/test';
import { desktop, expect, footer, mobile, presetTheme, test } from './fixtures.ts';
import { afterTwoFrames, layoutShifts, watchLayoutShifts } from './layout-shifts.ts';

/**
 * Map tile requests the page makes. The tile hosts cannot be reached from the test machine,
 * so the test looks at what the map asks for, not at pictures.
 */
function recordTiles(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/\d+\/\d+\/\d+(@2x)?\.png/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const zoom18 = (url: string) => /\/18\/\d+\/\d+(@2x)?\.png/.test(url);

test.describe('contacts at 1280x800', () => {
  test.use({ viewport: desktop });

  test('offices and a map that fits all three, with light tiles in the light theme; no footer', async ({
    page,
    visit,
  }) => {
    const tiles = recordTiles(page);
    await visit('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    for (const city of ['Kyiv', 'Tbilisi', 'Almaty']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(city) })).toBeVisible();
    }
    const map = page.getByRole('region', { name: 'Map: Kyiv, Tbilisi, Almaty offices' });
    await expect(map).toBeVisible();
    await expect(map).toHaveClass(/leaflet-container/);
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThan(300);
    // One marker per office; three cities a thousand kilometres apart are far from street zoom.
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(3);
    // Named for a screen reader, and no stops of their own in the Tab order.
    await expect(map.getByRole('img', { name: /office$/ })).toHaveCount(3);
    await expect(map.getByRole('img', { name: 'Tbilisi office' })).toHaveAttribute('tabindex', '-1');
    await page.getByRole('button', { name: 'Show on the map' }).last().focus();
    await page.keyboard.press('Tab');
    await expect(map).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeFocused();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.some(zoom18), tiles.join('\n')).toBe(false);
    expect(
      tiles.every((u) => u.includes('light_all')),
      tiles.join('\n'),
    ).toBe(true);
    await expect(footer(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the dark theme asks for dark tiles, and toggling the theme swaps them', async ({
    page,
    visit,
  }) => {
    await presetTheme(page, 'dark');
    const tiles = recordTiles(page);
    await visit('/contacts');
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(
      tiles.every((u) => u.includes('dark_all')),
      tiles.join('\n'),
    ).toBe(true);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    // Dark tiles of the first view may still be arriving when the theme flips, so judge from the
    // first light tile on: from then on the map asks only for light ones.
    await expect.poll(() => tiles.some((u) => u.includes('light_all'))).toBe(true);
    const after = tiles.slice(tiles.findIndex((u) => u.includes('light_all')));
    expect(
      after.every((u) => u.includes('light_all')),
      after.join('\n'),
    ).toBe(true);
  });

  test('"Show on the map" moves the map to that office at zoom 18', async ({
    page,
    visit,
  }) => {
    const tiles = recordTiles(page);
    await visit('/contacts');
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    const before = tiles.length;
    const tbilisi = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Tbilisi/ }) });
    await tbilisi.getByRole('button', { name: 'Show on the map' }).click();
    await expect(page.getByRole('region', { name: 'Map: Tbilisi office' })).toBeVisible();
    await expect(tbilisi.getByRole('button', { name: 'On the map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Tiles of the first view may still be arriving when the button is pressed, so judge from the
    // first zoom-18 tile on: from then on the map asks only for zoom 18.
    await expect.poll(() => tiles.slice(before).some(zoom18)).toBe(true);
    const after = tiles.slice(before + tiles.slice(before).findIndex(zoom18));
    expect(after.every(zoom18), after.join('\n')).toBe(true);
  });
});

test.describe('contacts at 390x844', () => {
  test.use({ viewport: mobile });

  test('the map and offices fit the phone', async ({ page, visit }) => {
    const tiles = recordTiles(page);
    await visit('/contacts');
    const map = page.getByRole('region', { name: /^Map: / });
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(mobile.width - 60);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
    await expect(footer(page)).toHaveCount(0);
  });

  test('the map comes in without moving anything: its credits appear whole, once', async ({
    page,
    visit,
  }) => {
    await watchLayoutShifts(page);
    await visit('/contacts');
    const credits = page.locator('.leaflet-control-attribution');
    // Leaflet's own link and the tiles' credits (MAP_ATTRIBUTION), in one control.
    await expect(credits).toHaveCount(1);
    await expect(credits.getByRole('link', { name: 'Leaflet' })).toBeVisible();
    await expect(credits).toContainText('OpenStreetMap');
    await afterTwoFrames(page);
    // Made before the tiles, the control showed "Leaflet" alone for a frame and then widened
    // to the left: 0.004 at this size on every visit.
    expect((await layoutShifts(page)).shifts).toEqual([]);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(credits).toHaveCount(1);
    await expect(credits).toContainText('OpenStreetMap');
  });
});
