import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { locationPath } from '#shared/schemas/location.ts';
import { beforeUnloadAsks, expect, expectToast, fakePng, moveDownByKeyboard, open, pngImage, slowUploads, toast, unique } from './admin-fixtures.ts';
import { type LocationApi, test } from './admin-location-fixtures.ts';

/**
 * The location pages' admin (issue 13): texts, hero, carousel images (several at once, alt
 * texts, order), adding, renaming and deleting a location. Each test works on a location of its
 * own, removed afterwards whatever the outcome: the visitor specs read the three demo ones.
 */

const carouselAdmin = (page: Page) => page.getByRole('region', { name: /^Carousel images/ });
const carousel = (page: Page, name: string) =>
  page.locator(`[aria-roledescription="carousel"][aria-label="${name} locations"]`);

async function ownLocation(locationApi: LocationApi, cleanup: (task: () => Promise<unknown>) => void, alts: string[] = []) {
  const name = unique('Testland');
  cleanup(() => locationApi.removeIfThere(name));
  const location = await locationApi.addLocation(name, alts);
  return location;
}

async function openLocation(page: Page, path: string) {
  await open(page, path, page.getByRole('button', { name: 'Edit location' }));
}

test.describe('location pages, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("edits a location's texts: heading, intro, paragraphs, facts", async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup);
    await openLocation(page, location.path);
    await page.getByRole('button', { name: 'Edit location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit location' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(location.name);
    await dialog.getByLabel('Small heading').fill('filming in');
    await dialog.getByLabel('Intro', { exact: true }).fill('Salt lakes and silent towns.');
    await dialog.getByLabel('Paragraph 1', { exact: true }).fill('A new first paragraph.');
    await dialog.getByRole('button', { name: 'Remove paragraph 2' }).click();
    await dialog.getByRole('button', { name: '+ Add paragraph' }).click();
    await dialog.getByLabel('Paragraph 2', { exact: true }).fill('A paragraph added in the editor.');
    await dialog.getByRole('button', { name: 'Move paragraph 2 up' }).click();
    await dialog.getByRole('button', { name: '+ Add fact' }).click();
    await dialog.getByLabel('Fact 2 label').fill('Rebate');
    await dialog.getByLabel('Fact 2 value').fill('20-25% above 100K euros');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('filming in', { exact: true })).toBeVisible();
    await expect(page.getByText('Salt lakes and silent towns.')).toBeVisible();
    const about = page.getByRole('region', { name: `Filming in ${location.name}` });
    await expect(about.locator('p')).toHaveText(['A paragraph added in the editor.', 'A new first paragraph.']);
    await expect(about.locator('dd')).toHaveText(['Nowhere', '20-25% above 100K euros']);
    expect(await locationApi.location(location.name)).toMatchObject({
      heading: 'filming in',
      intro: 'Salt lakes and silent towns.',
      paragraphs: ['A paragraph added in the editor.', 'A new first paragraph.'],
      facts: [
        { label: 'Our office', value: 'Nowhere' },
        { label: 'Rebate', value: '20-25% above 100K euros' },
      ],
    });
  });

  test("saving an edit leaves alone what another administrator changed meanwhile in fields this one did not touch", async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup);
    await openLocation(page, location.path);
    await page.getByRole('button', { name: 'Edit location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit location' });
    await dialog.getByLabel('Intro', { exact: true }).fill('Written in the open editor.');
    await locationApi.updateLocation(location._id, { heading: 'filming in', facts: JSON.stringify([{ label: 'Crew', value: '40' }]) });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    expect(await locationApi.location(location.name)).toMatchObject({
      intro: 'Written in the open editor.',
      heading: 'filming in',
      facts: [{ label: 'Crew', value: '40' }],
      paragraphs: location.paragraphs,
    });
  });

  test('a server error inside a paragraph or a fact shows under its field, and nothing is stored', async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup);
    const stored = await locationApi.location(location.name);
    await openLocation(page, location.path);
    await page.getByRole('button', { name: 'Edit location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit location' });
    const save = dialog.getByRole('button', { name: 'Save' });
    // U+0000 pasted with some text: the server refuses it (server/http/nul-guard.ts), naming the
    // place in the list sent: `paragraphs.1` (sent as a bare string), then `facts.0.value`.
    const paragraph = dialog.getByLabel('Paragraph 2', { exact: true });
    const paragraphText = await paragraph.inputValue();
    await paragraph.fill(`${paragraphText}\u0000`);
    const fact = dialog.getByLabel('Fact 1 value');
    const factText = await fact.inputValue();
    await fact.fill(`${factText}\u0000`);

    await save.click();
    await expect(paragraph).toHaveAccessibleDescription(messages.nulCharacter);
    await expect(paragraph).toBeFocused();
    await paragraph.fill(paragraphText);
    await save.click();
    await expect(fact).toHaveAccessibleDescription(messages.nulCharacter);
    await expect(fact).toBeFocused();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(await locationApi.location(location.name)).toEqual(stored);

    await fact.fill(factText);
    await save.click();
    await expectToast(page, 'Edited successfully');
    expect(await locationApi.location(location.name)).toEqual(stored);
  });

  test('adds three images at once, each with its own status; a refused file stops none of the others', async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup);
    await openLocation(page, location.path);
    const files = [
      await pngImage({ width: 300, height: 200, name: 'one.png' }),
      fakePng,
      await pngImage({ width: 300, height: 200, name: 'two.png' }),
      await pngImage({ width: 300, height: 200, name: 'three.png' }),
    ];
    await carouselAdmin(page).getByLabel('+ Add images').setInputFiles(files);
    const uploads = page.getByRole('list', { name: 'Images being added' }).getByRole('listitem');
    await expect(uploads).toHaveCount(4);
    await expect(uploads.filter({ hasText: 'one.png' })).toContainText('Added');
    await expect(uploads.filter({ hasText: 'two.png' })).toContainText('Added');
    await expect(uploads.filter({ hasText: 'three.png' })).toContainText('Added');
    await expect(uploads.filter({ hasText: 'notes.png' })).toContainText('Not added');
    await expectToast(page, 'Error', '1 of 4 images were not added');
    await expectToast(page, '3 images added');
    await expect(toast(page, 'Added successfully')).toHaveCount(0);

    await expect(carousel(page, location.name).getByRole('group')).toHaveCount(3);
    await expect(carouselAdmin(page).getByRole('list', { name: 'Carousel images in their order' }).getByRole('listitem')).toHaveCount(3);
    expect((await locationApi.location(location.name))?.images).toHaveLength(3);
  });

  test('images still on their way when the page is left go on up; a reload asks first', async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup);
    await openLocation(page, location.path);
    // A slow line, so the first upload is still on its way when the page is left.
    const fullSpeed = await slowUploads(page, 20 * 1024);
    const files = await Promise.all(['one.png', 'two.png'].map((name) => pngImage({ width: 1200, height: 900, name })));
    await carouselAdmin(page).getByLabel('+ Add images').setInputFiles(files);
    await expect(page.getByRole('list', { name: 'Images being added' }).getByRole('progressbar')).toBeVisible();
    await expect.poll(() => beforeUnloadAsks(page)).toBe(true);

    await page.getByRole('link', { name: 'gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await fullSpeed();
    await expectToast(page, 'Added successfully');
    await expect.poll(async () => (await locationApi.location(location.name))?.images.length).toBe(2);
    expect(await beforeUnloadAsks(page)).toBe(false);
  });

  test('reorders the carousel with the keyboard; Save keeps the order after a reload', async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup, ['First view', 'Second view', 'Third view']);
    await openLocation(page, location.path);
    await carouselAdmin(page).getByRole('button', { name: 'Reorder images' }).click();
    const sorter = page.getByRole('region', { name: 'Reorder images' });
    await expect(sorter.getByRole('button', { name: 'Save' })).toBeDisabled();
    await moveDownByKeyboard(page, sorter.getByRole('button', { name: 'Move First view' }), 'First view');
    await sorter.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(sorter).toBeHidden();

    const expected = ['Second view', 'First view', 'Third view'];
    expect((await locationApi.location(location.name))?.images.map((i) => i.alt)).toEqual(expected);
    await page.reload();
    const slides = carousel(page, location.name).getByRole('group').locator('img');
    await expect(slides).toHaveCount(3);
    for (const [i, alt] of expected.entries()) await expect(slides.nth(i)).toHaveAttribute('alt', alt);
  });

  test("edits an image's alt text and the page uses it; an empty one falls back to place and position", async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup, ['', '']);
    await openLocation(page, location.path);
    const slides = carousel(page, location.name).getByRole('group').locator('img');
    await expect(slides.nth(0)).toHaveAttribute('alt', `${location.name}: filming location 1 of 2`);

    await carouselAdmin(page).getByRole('button', { name: 'Edit alt text of image 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit alt text' });
    await dialog.getByLabel('Alt text').fill('Fishing boats on a grey morning');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(slides.nth(0)).toHaveAttribute('alt', 'Fishing boats on a grey morning');
    await expect(slides.nth(1)).toHaveAttribute('alt', `${location.name}: filming location 2 of 2`);
    expect((await locationApi.location(location.name))?.images[0]?.alt).toBe('Fishing boats on a grey morning');
  });

  test('deletes one image after the question', async ({ adminPage: page, locationApi, cleanup }) => {
    const location = await ownLocation(locationApi, cleanup, ['Keep me', 'Delete me']);
    await openLocation(page, location.path);
    await carouselAdmin(page).getByRole('button', { name: 'Delete image 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete image' });
    await expect(dialog).toContainText('Are you sure you want to delete this?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    await expect(carousel(page, location.name).getByRole('group')).toHaveCount(1);
    expect((await locationApi.location(location.name))?.images.map((i) => i.alt)).toEqual(['Keep me']);
  });

  test('adds a location: it appears in the menu, between the location pages and in the sitemap; then deletes it', async ({ adminPage: page, locationApi, cleanup, request }) => {
    const name = unique('Newland');
    cleanup(() => locationApi.removeIfThere(name));
    const path = locationPath(name);
    await openLocation(page, '/Georgia');
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('File is not attached')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Intro', { exact: true }).fill('Fjords and midnight sun.');
    await dialog.getByLabel('Paragraph 1', { exact: true }).fill('Long summer days for long shooting days.');
    await dialog.getByLabel(/^Hero image/).setInputFiles(await pngImage({ width: 320, height: 180 }));
    await dialog.getByLabel('Hero alt text').fill('A fjord under a pale sky');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Added successfully');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('img', { name: 'A fjord under a pale sky' })).toBeAttached();
    // The closing dialog gives focus back to its button, which closes a menu opened before that.
    await expect(dialog).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'locations' }).click();
    await expect(nav.getByRole('link', { name: name.toLowerCase() })).toHaveAttribute('href', path);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${path}</loc>`);

    await open(page, '/Georgia');
    await expect(page.getByRole('navigation', { name: 'Other locations' }).getByRole('link', { name })).toHaveAttribute('href', path);

    await open(page, path, page.getByRole('button', { name: 'Delete location' }));
    await page.getByRole('button', { name: 'Delete location' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}` });
    await expect(confirm).toContainText(`The page /${name} will go to the Trash, where it can be restored for 30 days.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    await expect(page).not.toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
    await expect(confirm).toBeHidden();
    await nav.getByRole('button', { name: 'locations' }).click();
    await expect(nav.getByRole('link', { name: name.toLowerCase() })).toHaveCount(0);
    expect(await locationApi.location(name)).toBeUndefined();
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`);
    expect((await request.get(path)).status()).toBe(404);
  });

  test('renaming moves the page; the old address answers 301 to the new one', async ({ adminPage: page, locationApi, cleanup, request }) => {
    const location = await ownLocation(locationApi, cleanup);
    const renamed = `${location.name} Renamed`;
    cleanup(() => locationApi.removeIfThere(renamed));
    await openLocation(page, location.path);
    await page.getByRole('button', { name: 'Edit location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit location' });
    await dialog.getByLabel('Name', { exact: true }).fill('Videos');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This address is taken by another page of the site')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edited successfully');
    await expect(page).toHaveURL(locationPath(renamed));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'locations' }).click();
    await expect(nav.getByRole('link', { name: renamed.toLowerCase() })).toBeVisible();
    await expect(nav.getByRole('link', { name: location.name.toLowerCase(), exact: true })).toHaveCount(0);

    const old = await request.get(location.path, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(locationPath(renamed));
  });
});

test('an unknown address says the country does not exist and links the locations that do', async ({ page, locationApi }) => {
  await page.goto('/Narnia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This country does not exist');
  const names = (await locationApi.locations()).map((l) => l.name);
  expect(names).toEqual(expect.arrayContaining(['Ukraine', 'Georgia', 'Kazakhstan']));
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveText(names);
  for (const l of await locationApi.locations()) await expect(links.filter({ hasText: l.name })).toHaveAttribute('href', l.path);
});
