import type { Locator, Page } from '@playwright/test';
import {
  countRequests,
  expect,
  expectToast,
  fakePng,
  open,
  pngImage,
  test,
  toast,
  unique,
  webpImage,
} from './admin-fixtures.ts';

const memberCard = (page: Page, name: string): Locator =>
  page.locator('#team li').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openTeam(page: Page) {
  await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
}

test.describe('team page, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a member (add rules: min 2, photo required) and shows them', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const name = unique('E2E Member');
    cleanup(async () => {
      const member = await adminApi.member(name);
      if (member) await adminApi.removeMember(member._id);
    });
    const adds = countRequests(page, '/api/team/add');
    await openTeam(page);
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team member' });

    await dialog.getByLabel('Name').fill('A');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'No file', "You've not attached any image");
    await expect(dialog.getByText('Minimum 2 symbols')).toBeVisible();
    await expect(dialog.getByText('This field is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Email is not valid')).toBeVisible();
    expect(adds()).toBe(0);

    await dialog
      .getByLabel('Photo', { exact: true })
      .setInputFiles(await pngImage({ width: 80, height: 100 }));
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Position').fill('Line producer');
    await dialog.getByLabel('Description').fill('Keeps the shoot on time.');
    await dialog.getByLabel('Instagram').fill('@e2e.member');
    await dialog.getByLabel('Email').fill('member@e2e.example');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    expect(await adminApi.member(name)).toMatchObject({
      caption: name,
      text: 'Line producer',
      description: 'Keeps the shoot on time.',
      instagram: 'e2e.member',
      email: 'member@e2e.example',
    });
    await expect(memberCard(page, name)).toBeVisible();
  });

  test('edits a member (edit rules: min 5, any image type)', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const before = await adminApi.addMember(unique('E2E Editable'));
    cleanup(() => adminApi.removeMember(before._id));
    const name = unique('E2E Edited');
    await openTeam(page);
    await memberCard(page, before.caption)
      .getByRole('button', { name: `Edit ${before.caption}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit team member' });
    await expect(dialog.getByLabel('Name')).toHaveValue(before.caption);

    await dialog.getByLabel('Name').fill('A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Minimum 2 symbols')).toBeVisible();

    await dialog.getByLabel('Photo', { exact: true }).setInputFiles(fakePng);
    await expect(
      dialog.getByText('Only JPEG, PNG, WebP, AVIF, GIF or TIFF images are accepted'),
    ).toBeVisible();
    // A refused file is not quietly dropped: Save stays with it and says why, sending nothing.
    const updates = countRequests(page, `/api/team/update/${before._id}`);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Only JPEG, PNG, WebP, AVIF, GIF or TIFF images are accepted'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Photo', { exact: true })).toBeFocused();
    expect(updates()).toBe(0);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByText('Only JPEG, PNG, WebP, AVIF, GIF or TIFF images are accepted')).toHaveCount(0);
    await dialog.getByLabel('Photo', { exact: true }).setInputFiles(await webpImage());
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Position').fill('Head of production');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    const after = await adminApi.member(name);
    expect(after).toMatchObject({ _id: before._id, text: 'Head of production' });
    expect(after?.imageId).not.toBe(before.imageId);
    await expect(memberCard(page, name)).toBeVisible();
  });

  test('saving a member another administrator has deleted meanwhile says so and keeps the form', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await adminApi.addMember(unique('E2E Vanishing'));
    await openTeam(page);
    await memberCard(page, member.caption).getByRole('button', { name: `Edit ${member.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit team member' });
    await dialog.getByLabel('Position').fill('Line producer');
    await adminApi.removeMember(member._id);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Unexpected error', 'Something went wrong || this item has been deleted meanwhile');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Position')).toHaveValue('Line producer');
    // Closed, the page reads its data again: the member's card goes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(memberCard(page, member.caption)).toHaveCount(0);
  });

  test('deleting a member another administrator has deleted meanwhile: the question and the card go', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await adminApi.addMember(unique('E2E Twice gone'));
    await openTeam(page);
    await memberCard(page, member.caption).getByRole('button', { name: `Delete ${member.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete team member' });
    await adminApi.removeMember(member._id);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Unexpected error', 'Something went wrong || this item has been deleted meanwhile');
    await expect(dialog).toBeHidden();
    await expect(memberCard(page, member.caption)).toHaveCount(0);
  });

  test('deletes a member after asking', async ({ adminPage: page, adminApi, cleanup }) => {
    const member = await adminApi.addMember(unique('E2E Leaving'));
    cleanup(async () => {
      if (await adminApi.member(member.caption)) await adminApi.removeMember(member._id);
    });
    await openTeam(page);
    await memberCard(page, member.caption)
      .getByRole('button', { name: `Delete ${member.caption}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete team member' });
    await expect(dialog.getByText('Are you sure you want to delete this?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, 'Deleted successfully');
    expect(await adminApi.member(member.caption)).toBeUndefined();
    await expect(memberCard(page, member.caption)).toHaveCount(0);
  });

  test('after a delete, the focus moves to the next member’s Delete, and stays there after Undo', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const leaving = await adminApi.addMember(unique('E2E Leaving first'));
    const staying = await adminApi.addMember(unique('E2E Staying'));
    cleanup(async () => {
      for (const member of [leaving, staying])
        if (await adminApi.member(member.caption)) await adminApi.removeMember(member._id);
    });
    await openTeam(page);
    const names = await page.locator('#team li h3').allTextContents();
    const next = names[names.indexOf(leaving.caption) + 1];
    expect(next, 'a member after the one deleted').toBeDefined();

    // The keyboard all the way: a mouse user's focus would not matter.
    await memberCard(page, leaving.caption)
      .getByRole('button', { name: `Delete ${leaving.caption}` })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete team member' });
    await dialog.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Deleted successfully');
    await expect(memberCard(page, leaving.caption)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${next}`, exact: true })).toBeFocused();

    // Undo from the notification, by keyboard (sonner's Alt+T goes into the notifications): the
    // member is back, and the focus where it was rather than on the page's body.
    await page.keyboard.press('Alt+KeyT');
    await toast(page, 'Deleted successfully').getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Restored successfully');
    await expect(memberCard(page, leaving.caption)).toHaveCount(1);
    // Read at once, not waited for: sonner gives the focus back too, but only once its last
    // notification has gone, seconds later; until then it was on the page's body.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Delete ${next}`,
    );
  });

  test('adds a partner (logo required) with its name, link and alt text, edits and deletes it', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const name = unique('E2E Partner');
    const renamed = unique('E2E Renamed');
    cleanup(async () => {
      for (const partner of await adminApi.partners())
        if (partner.name === name || partner.name === renamed) await adminApi.removePartner(partner._id);
    });
    const before = await adminApi.partners();
    await openTeam(page);
    await page.getByRole('button', { name: 'Add partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add partner' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'No file', "You've not attached any image");

    await dialog
      .getByLabel('Logo', { exact: true })
      .setInputFiles(await pngImage({ width: 300, height: 100, name: 'logo.png' }));
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Link').fill('http://partner.example');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Must be an https:// address')).toBeVisible();
    await dialog.getByLabel('Link').fill('https://partner.example/films');
    await dialog.getByLabel('Alt text').fill('A red film reel');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();

    const added = await adminApi.partner(name);
    expect(added).toMatchObject({ name, url: 'https://partner.example/films', alt: 'A red film reel' });
    expect(await adminApi.partners()).toHaveLength(before.length + 1);
    const section = page.getByRole('region', { name: 'Work with' });
    const link = section.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', 'https://partner.example/films');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link.getByRole('img', { name: 'A red film reel', exact: true })).toHaveAttribute('src', added?.image ?? '?');

    // Edit: a new name, no link and no alt text: the logo is then named by the name alone.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit partner' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByLabel('Link').fill('');
    await edit.getByLabel('Alt text').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(edit).toBeHidden();
    expect(await adminApi.partner(renamed)).toMatchObject({ _id: added?._id, url: '', alt: '', image: added?.image });
    await expect(section.getByRole('link', { name: renamed })).toHaveCount(0);
    await expect(section.getByRole('img', { name: renamed, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete partner' });
    await expect(confirm.getByText('Are you sure you want to delete this?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    expect(await adminApi.partners()).toEqual(before);
  });

  test('edits the about-us texts (both required, min 5)', async ({
    adminPage: page,
    adminApi,
    cleanup,
  }) => {
    const original = await adminApi.aboutUs();
    cleanup(() => adminApi.setAboutUs(original));
    const text = unique('E2E we are a film company');
    await openTeam(page);
    await page.getByRole('button', { name: 'Edit texts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit texts' });
    await expect(dialog.getByLabel('Text', { exact: true })).toHaveValue(original.text);

    await dialog.getByLabel('Text', { exact: true }).fill('');
    await dialog.getByLabel('Extra Text').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Minimum 5 symbols')).toBeVisible();

    await dialog.getByLabel('Text', { exact: true }).fill(text);
    await dialog.getByLabel('Extra Text').fill('E2E extra text about the company.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect(await adminApi.aboutUs()).toEqual({
      text,
      text_extra: 'E2E extra text about the company.',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  });
});
