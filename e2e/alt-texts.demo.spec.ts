import type { Page } from '@playwright/test';
import type { Partner } from '#shared/schemas/partner.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { expect, expectToast, open, pngImage, unique } from './admin-fixtures.ts';
import { test } from './admin-content-fixtures.ts';
import { getJson } from './fixtures.ts';

/**
 * Alt texts (issue 13): written in each image's own add or edit form, they are the image's alt
 * on the public page; left empty, the page falls back to the caption or the name, never to
 * 'image', a numbered label or a file name.
 */

/** Every <img> of the page that is not hidden from assistive technology on purpose, with its alt. */
const announcedImages = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    images
      .filter((img) => !img.closest('[aria-hidden="true"]') && !['presentation', 'none'].includes(img.getAttribute('role') ?? ''))
      // Inside a link with its own words (a video card's caption), an image without an alt text
      // of its own is decorative: its alt is empty so the link does not say its caption twice.
      .filter((img) => !(img.getAttribute('alt') === '' && img.closest('a')?.textContent?.trim()))
      .map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') })),
  );

test.describe('alt texts', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('a slide, a photo, a team photo and a video preview show the alt text written in their forms', async ({
    adminPage: page,
    adminApi,
    contentApi,
    cleanup,
  }) => {
    // Slide: edited from the home page.
    const slide = await adminApi.addSlide({ caption: unique('E2E alt slide') });
    cleanup(() => adminApi.removeSlide(slide._id));
    await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
    const group = page.locator('section[aria-roledescription="carousel"]').getByRole('group').filter({ hasText: slide.caption });
    const position = Number((await group.getAttribute('aria-label'))?.split(' ')[0]);
    await page.getByRole('button', { name: `Go to slide ${position}`, exact: true }).click();
    await expect(group.getByRole('img', { name: slide.caption, exact: true })).toBeAttached();
    await group.getByRole('button', { name: `Edit slide ${slide.caption}` }).click();
    const slideDialog = page.getByRole('dialog', { name: 'Edit slide' });
    await slideDialog.getByLabel('Alt text').fill('Fog over a mountain lake at dawn');
    await slideDialog.getByRole('button', { name: 'Save' }).click();
    await expect(slideDialog).toBeHidden();
    expect((await adminApi.slide(slide.caption))?.alt).toBe('Fog over a mountain lake at dawn');
    await expect(group.getByRole('img', { name: 'Fog over a mountain lake at dawn', exact: true })).toBeAttached();

    // Photo: added with its alt text from the gallery.
    const caption = unique('E2E alt photo');
    cleanup(async () => {
      const photo = await contentApi.photo(caption);
      if (photo) await contentApi.removePhoto(photo._id);
    });
    await open(page, '/gallery', page.getByRole('button', { name: 'Add photo' }));
    await page.getByRole('button', { name: 'Add photo' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Add photo' });
    await photoDialog.getByLabel('Photo', { exact: true }).setInputFiles(await pngImage({ width: 300, height: 200 }));
    await photoDialog.getByLabel('Caption').fill(caption);
    await photoDialog.getByLabel('Alt text').fill('Two grips push a dolly through snow');
    await photoDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added successfully');
    expect((await contentApi.photo(caption))?.alt).toBe('Two grips push a dolly through snow');
    await expect(page.getByRole('main').locator('img[alt="Two grips push a dolly through snow"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Open Two grips push a dolly through snow full screen' })).toBeVisible();

    // Team photo: the edit form of a member.
    const member = await adminApi.addMember(unique('E2E Alt Member'));
    cleanup(() => adminApi.removeMember(member._id));
    await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
    const card = page.locator('#team li').filter({ has: page.getByRole('heading', { name: member.caption, exact: true }) });
    await expect(card.getByRole('img', { name: member.caption, exact: true })).toBeAttached();
    await card.getByRole('button', { name: `Edit ${member.caption}` }).click();
    const memberDialog = page.getByRole('dialog', { name: 'Edit team member' });
    await memberDialog.getByLabel('Alt text').fill('Smiling in front of a camera crane');
    await memberDialog.getByRole('button', { name: 'Save' }).click();
    await expect(memberDialog).toBeHidden();
    await expect(card.getByRole('img', { name: 'Smiling in front of a camera crane', exact: true })).toBeAttached();

    // Video: the alt text of its own preview, on the work page.
    const commercials = await contentApi.category('gallery', 'Commercials');
    const video = await contentApi.addVideo({ caption: unique('E2E alt video'), category: commercials?._id ?? '', image: true });
    cleanup(() => contentApi.removeVideo(video._id));
    await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
    const videoCard = page.locator('main li').filter({ has: page.getByRole('link', { name: new RegExp(`${video.caption}`) }) });
    // Without an alt text the preview is decorative: the link is named once, by the caption.
    await expect(videoCard.locator('img[alt=""]')).toBeAttached();
    await expect(videoCard.getByRole('link')).toHaveAccessibleName(new RegExp(`^${video.caption}(?!.*${video.caption})`));
    await videoCard.getByRole('button', { name: `Edit ${video.caption}` }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Edit video' });
    await videoDialog.getByLabel('Alt text').fill('A red car on a salt flat');
    await videoDialog.getByRole('button', { name: 'Save' }).click();
    await expect(videoDialog).toBeHidden();
    expect((await contentApi.video(video.caption))?.alt).toBe('A red car on a salt flat');
    await expect(videoCard.locator('img[alt="A red car on a salt flat"]')).toBeAttached();
  });

  test('an alt text over its limit is refused in the form with the limit message', async ({ adminPage: page, adminApi, cleanup }) => {
    const member = await adminApi.addMember(unique('E2E Long Alt'));
    cleanup(() => adminApi.removeMember(member._id));
    await open(page, '/team', page.getByRole('button', { name: 'Add member' }));
    await page.getByRole('button', { name: `Edit ${member.caption}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit team member' });
    await dialog.getByLabel('Alt text').fill('a'.repeat(301));
    await expect(dialog.getByRole('alert')).toHaveText('Maximum 300 symbols');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();
    expect((await adminApi.member(member.caption))?.alt).toBe('');
  });
});

test.describe('alt text fallbacks, visitor', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every announced image of the public pages has a meaningful alt: never empty, numbered or a file name', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/videos', '/gallery', '/team', '/contacts']) {
      await page.goto(path);
      // The map's tiles arrive after the app has started: checked once they are there.
      if (path === '/contacts') await expect(page.locator('img.leaflet-tile').first()).toBeAttached();
      const images = await announcedImages(page);
      for (const { src, alt } of images) {
        const where = `${path} ${src}`;
        expect(alt?.trim(), where).toBeTruthy();
        expect(alt, where).not.toMatch(/^(image|picture|photo|partner logo \d+)$/i);
        expect(alt, where).not.toMatch(/\.(webp|png|jpe?g|avif|gif|svg)$/i);
      }
    }

    // With the demo content's empty alt texts, team photos read the person's name and partner
    // logos the partner's name.
    const team = await getJson<TeamMember[]>(request, '/api/team');
    const partners = await getJson<Partner[]>(request, '/api/partners');
    expect(partners.map((p) => p.name).every(Boolean)).toBe(true);
    await page.goto('/team');
    for (const member of team.filter((m) => !m.alt)) {
      await expect(page.locator('#team').getByRole('img', { name: member.caption, exact: true })).toBeAttached();
    }
    const logos = page.getByRole('region', { name: 'Work with' }).getByRole('img');
    await expect(logos).toHaveCount(partners.length);
    expect(await logos.evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual(
      partners.map((p) => p.alt || p.name),
    );
  });
});
