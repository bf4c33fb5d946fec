import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import {
  beforeUnloadAsks,
  countRequests,
  expect,
  expectToast,
  fakePng,
  type ImagePart,
  moveDownByKeyboard,
  open,
  pngImage,
  slowUploads,
  unique,
} from './admin-fixtures.ts';
import { type ContentApi, test } from './admin-content-fixtures.ts';

/**
 * Many at once, and in order (issue 14): a bulk upload of twelve files in the gallery, one refused
 * in the browser and one by the server, the others added with their captions and the one
 * category; and team members put in order with the keyboard. Each test removes what it added:
 * the demo server is shared with the visitor specs, which count photos and members.
 */

/** A PNG whose header is sound (it passes the browser's check) but whose pixels are not: the server refuses it. */
function brokenPng(): ImagePart {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(120, 0);
  header.writeUInt32BE(80, 4);
  header[8] = 8;
  header[9] = 2;
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from('not pixels'))),
  ]);
  return { name: 'broken.png', mimeType: 'image/png', buffer };
}

async function photosNamed(contentApi: ContentApi, prefix: string) {
  return (await contentApi.photos()).filter((p) => p.caption.startsWith(prefix));
}

const filePayload = (part: ImagePart) => ({ name: part.name, mimeType: part.mimeType, buffer: part.buffer });

async function openBulk(page: Page) {
  await open(page, '/gallery', page.getByRole('button', { name: 'Add many photos' }));
  await page.getByRole('button', { name: 'Add many photos' }).click();
  return page.getByRole('dialog', { name: 'Add many photos' });
}

test.describe('many at once, and in order', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds twelve photos in one go: each with its caption, one category for all; a bad file fails alone', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    test.setTimeout(120_000);
    const prefix = unique('E2E Bulk');
    cleanup(async () => {
      for (const photo of await photosNamed(contentApi, prefix)) await contentApi.removePhoto(photo._id);
    });
    const georgia = await contentApi.category('photo', 'Georgia');
    expect(georgia).toBeDefined();

    const files: ImagePart[] = [];
    for (let i = 0; i < 12; i += 1) {
      if (i === 4) files.push(fakePng);
      else if (i === 7) files.push(brokenPng());
      else files.push(await pngImage({ width: 160 + i, height: 90, name: `still-${i + 1}.png` }));
    }
    const adds = countRequests(page, '/api/photo/add');
    const dialog = await openBulk(page);
    await dialog.getByLabel('Choose photos').setInputFiles(files.map(filePayload));
    const rows = dialog.getByRole('list', { name: 'Photos to add' }).getByRole('listitem');
    await expect(rows).toHaveCount(12);
    // Refused before anything is sent, with the server's words.
    await expect(rows.nth(4)).toContainText(`Not accepted: ${messages.imageType}`);
    await expect(rows.nth(0).getByRole('img', { name: 'Preview of still-1.png' })).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      if (i !== 4) await dialog.getByLabel(`Caption of photo ${i + 1}`, { exact: true }).fill(`${prefix} ${i + 1}`);
    }
    await dialog.getByLabel('Alt text of photo 1', { exact: true }).fill(`${prefix} alt`);
    await dialog.getByLabel('Category for all').selectOption({ label: 'Georgia' });
    expect(adds()).toBe(0);

    await dialog.getByRole('button', { name: 'Add 11 photos' }).click();
    await expectToast(page, messages.notify.error, '1 of 11 photos were not added');
    await expect(rows.nth(7)).toContainText(/Not added: .+/);
    // The photos added leave the list; the refused and the failed stay, with their reasons.
    await expect(rows).toHaveCount(12);
    await expect(dialog.getByRole('status')).toHaveText('10 of 12 added');
    expect(adds()).toBe(11);

    const added = await photosNamed(contentApi, prefix);
    expect(added.map((p) => p.caption).sort()).toEqual(
      [1, 2, 3, 4, 6, 7, 9, 10, 11, 12].map((n) => `${prefix} ${n}`).sort(),
    );
    expect(added.every((p) => p.category?._id === georgia?._id)).toBe(true);
    expect(added.find((p) => p.caption === `${prefix} 1`)?.alt).toBe(`${prefix} alt`);

    // The gallery shows them without a reload once the dialog closes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: `Open ${prefix} 12 full screen` })).toBeVisible();
  });

  test('Cancel stops the photos not yet sent and aborts the one in flight: nothing is stored for them', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const prefix = unique('E2E Cancel');
    cleanup(async () => {
      for (const photo of await photosNamed(contentApi, prefix)) await contentApi.removePhoto(photo._id);
    });
    const dialog = await openBulk(page);
    const files = await Promise.all([1, 2, 3].map((n) => pngImage({ width: 1200, height: 900, name: `big-${n}.png` })));
    await dialog.getByLabel('Choose photos').setInputFiles(files.map(filePayload));
    for (let i = 0; i < 3; i += 1) await dialog.getByLabel(`Caption of photo ${i + 1}`, { exact: true }).fill(`${prefix} ${i + 1}`);
    // A slow line, so the first upload is still on its way when Cancel is pressed.
    const fullSpeed = await slowUploads(page, 20 * 1024);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/photo/add')) failed.push(request.failure()?.errorText ?? '');
    });
    const adds = countRequests(page, '/api/photo/add');
    await dialog.getByRole('button', { name: 'Add 3 photos' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading the image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const rows = dialog.getByRole('list', { name: 'Photos to add' }).getByRole('listitem');
    for (let i = 0; i < 3; i += 1) await expect(rows.nth(i)).toContainText(`Cancelled: ${messages.uploadCancelled}`);
    await fullSpeed();
    // One request went out and was aborted on its way; the other two were never sent.
    expect(adds()).toBe(1);
    expect(failed).toEqual([expect.stringMatching(/ABORTED/)]);
    expect(await photosNamed(contentApi, prefix)).toEqual([]);
  });

  test('files not yet added: leaving asks first; ×, Escape or Back during a run ask (× and Escape stop it first); the button says Adding meanwhile', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const prefix = unique('E2E Leave bulk');
    cleanup(async () => {
      for (const photo of await photosNamed(contentApi, prefix)) await contentApi.removePhoto(photo._id);
    });
    await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
    // A link inside the app, so Back stays in the app (React Router's history).
    await page.getByRole('link', { name: 'gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.getByRole('button', { name: 'Add many photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add many photos' });
    const files = await Promise.all([1, 2].map((n) => pngImage({ width: 1200, height: 900, name: `leave-${n}.png` })));
    await dialog.getByLabel('Choose photos').setInputFiles(files.map(filePayload));
    for (let i = 0; i < 2; i += 1) await dialog.getByLabel(`Caption of photo ${i + 1}`, { exact: true }).fill(`${prefix} ${i + 1}`);

    // Chosen, not sent: a reload gets the browser's question, Back the dialog's.
    await expect.poll(() => beforeUnloadAsks(page)).toBe(true);
    await page.goBack();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/gallery$/);

    // A slow line, so the first upload is still on its way.
    const fullSpeed = await slowUploads(page, 20 * 1024);
    await dialog.getByRole('button', { name: 'Add 2 photos' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading the image' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Adding' })).toBeDisabled();
    // × stops the run (the file in flight is aborted) and asks; the files stay, to send again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    const rows = dialog.getByRole('list', { name: 'Photos to add' }).getByRole('listitem');
    for (let i = 0; i < 2; i += 1) await expect(rows.nth(i)).toContainText(`Cancelled: ${messages.uploadCancelled}`);
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    // Escape does as × does.
    await dialog.getByRole('button', { name: 'Add 2 photos' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading the image' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await expect(rows.nth(0)).toContainText(`Cancelled: ${messages.uploadCancelled}`);
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('button', { name: 'Add 2 photos' })).toBeEnabled();

    // Back during a run: asked too; Discard leaves, and nothing of the run is stored.
    await dialog.getByRole('button', { name: 'Add 2 photos' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading the image' })).toBeVisible();
    await page.goBack();
    await expect(dialog.getByText('Discard your unsaved changes?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(dialog).toBeHidden();
    await fullSpeed();
    expect(await photosNamed(contentApi, prefix)).toEqual([]);
  });

  test('team members are put in order with the keyboard; Save keeps it, the page and the API follow', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const first = unique('E2E Member A');
    const second = unique('E2E Member B');
    cleanup(async () => {
      for (const caption of [first, second]) {
        const member = await adminApi.member(caption);
        if (member) await adminApi.removeMember(member._id);
      }
    });
    await adminApi.addMember(first);
    await adminApi.addMember(second);
    // A new member goes first.
    const names = async () => (await adminApi.team()).map((m) => m.caption);
    expect((await names()).slice(0, 2)).toEqual([second, first]);

    await open(page, '/team', page.getByRole('button', { name: 'Sort team' }));
    await page.getByRole('button', { name: 'Sort team' }).click();
    const sorter = page.getByRole('region', { name: 'Team order' });
    await moveDownByKeyboard(page, sorter.getByRole('button', { name: `Move ${second}` }), second);
    await sorter.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, messages.notify.edited);
    await expect(sorter).toBeHidden();
    expect((await names()).slice(0, 2)).toEqual([first, second]);
    const headings = page.getByRole('region', { name: 'team' }).getByRole('heading', { level: 3 });
    await expect(headings.nth(0)).toHaveText(first);
    await expect(headings.nth(1)).toHaveText(second);

    // Cancel leaves the order as it is. From the keyboard the focus goes to the mode's title
    // (its button goes away with the toolbar), and back to that button on leaving.
    await page.getByRole('button', { name: 'Sort team' }).focus();
    await page.keyboard.press('Enter');
    await expect(sorter.getByRole('heading', { name: 'Team order' })).toBeFocused();
    await moveDownByKeyboard(page, sorter.getByRole('button', { name: `Move ${first}` }), first);
    await sorter.getByRole('button', { name: 'Cancel' }).click();
    await expect(sorter).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sort team' })).toBeFocused();
    expect((await names()).slice(0, 2)).toEqual([first, second]);
  });

  test('a Save refused because the team changed meanwhile keeps the arrangement over the current list', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const a = unique('E2E Stale A');
    const b = unique('E2E Stale B');
    const c = unique('E2E Stale C');
    const d = unique('E2E Stale D');
    cleanup(async () => {
      for (const caption of [a, b, c, d]) {
        const member = await adminApi.member(caption);
        if (member) await adminApi.removeMember(member._id);
      }
    });
    for (const caption of [a, b, d]) await adminApi.addMember(caption);
    const names = async () => (await adminApi.team()).map((m) => m.caption);
    expect((await names()).slice(0, 3)).toEqual([d, b, a]);

    await open(page, '/team', page.getByRole('button', { name: 'Sort team' }));
    await page.getByRole('button', { name: 'Sort team' }).click();
    const sorter = page.getByRole('region', { name: 'Team order' });
    const handles = sorter.getByRole('button', { name: /^Move / });
    await expect(handles.first()).toBeVisible();
    await moveDownByKeyboard(page, sorter.getByRole('button', { name: `Move ${d}` }), d);

    // Meanwhile another administrator adds C (it goes first) and removes A.
    await adminApi.addMember(c);
    const removed = await adminApi.member(a);
    if (!removed) throw new Error(`${a} was not added`);
    await adminApi.removeMember(removed._id);
    expect((await names()).slice(0, 3)).toEqual([c, d, b]);

    await sorter.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, messages.notify.orderChanged, messages.notify.orderChangedDetail('member', 1, 1, true));
    // The focus, dropped while Save was disabled, is back on Save.
    await expect(sorter.getByRole('button', { name: 'Save' })).toBeFocused();
    // Still sorting: the arrangement (B before D) kept, C in its place, A gone; nothing saved yet.
    await expect(sorter).toBeVisible();
    const shown = () => handles.evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('aria-label')));
    await expect.poll(shown).toEqual([`Move ${c}`, `Move ${b}`, `Move ${d}`]);
    expect((await names()).slice(0, 3)).toEqual([c, d, b]);

    await sorter.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, messages.notify.edited);
    await expect(sorter).toBeHidden();
    expect((await names()).slice(0, 3)).toEqual([c, b, d]);
    const headings = page.getByRole('region', { name: 'team' }).getByRole('heading', { level: 3 });
    await expect(headings.nth(1)).toHaveText(b);
    await expect(headings.nth(2)).toHaveText(d);
  });

  test('the first time a sort mode opens from the keyboard its title takes the focus, and its button on leaving', async ({
    adminPage: page,
  }) => {
    // A fresh page: the mode's code loads after its button has gone.
    await open(page, '/team', page.getByRole('button', { name: 'Sort partners' }));
    await page.getByRole('button', { name: 'Sort partners' }).focus();
    await page.keyboard.press('Enter');
    const sorter = page.getByRole('region', { name: 'Partners order' });
    await expect(sorter.getByRole('heading', { name: 'Partners order' })).toBeFocused();
    await sorter.getByRole('button', { name: 'Cancel' }).click();
    await expect(sorter).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sort partners' })).toBeFocused();

    // A mode that reads its list first shows a loading frame, then the list: the focus follows.
    await open(page, '/gallery', page.getByRole('button', { name: 'Sort photos' }));
    await page.getByRole('button', { name: 'Sort photos' }).focus();
    await page.keyboard.press('Enter');
    const photos = page.getByRole('region', { name: 'Photo order' });
    await expect(photos.getByRole('button', { name: /^Move / }).first()).toBeVisible();
    await expect(photos.getByRole('heading', { name: 'Photo order' })).toBeFocused();
    await photos.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(photos).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sort photos' })).toBeFocused();
  });
});
