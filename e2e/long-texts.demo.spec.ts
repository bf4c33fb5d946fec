import type { Page } from '@playwright/test';
import { textLimits } from '#shared/limits.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { ContentApi, test as contentTest, vimeoUrl } from './admin-content-fixtures.ts';
import { expect, pngImage, unique } from './admin-fixtures.ts';
import { viewports, waitForHydration } from './fixtures.ts';

/**
 * Text from the administrator can be as long as the limits allow (shared/limits.ts) and hold a
 * word longer than any line (a pasted link, a 150-letter name). Every text field gets the
 * longest allowed value with such a word; no page may then scroll sideways, the menu must stay
 * on screen, and the gallery viewer's caption must stay off its photo. Everything added is
 * removed again (the demo server is shared with the other specs).
 */

const longWord = 'Longword'.repeat(19).slice(0, 150);

/** Exactly `max` characters: the long word (or as much of it as fits), then ordinary words. */
function longest(max: number, tag: string): string {
  const start = `${tag} ${longWord.slice(0, Math.max(0, max - tag.length - 1))}`;
  return `${start} ${'lorem ipsum dolor sit amet '.repeat(Math.ceil(max / 27))}`.slice(0, max).trimEnd().padEnd(max, 'x');
}

/** The API calls this spec needs beyond the shared fixtures (team description, locations, settings). */
class LongTextApi extends ContentApi {
  settings = () => this.json<SiteSettings>('/api/settings');
  updateSettings = (fields: Record<string, string>) => this.write('/api/settings/update', { multipart: fields });

  async addLongMember(caption: string): Promise<TeamMember> {
    await this.write('/api/team/add', {
      multipart: {
        caption,
        text: longest(textLimits.teamPosition, 'Position'),
        description: `First line\nSecond line\n${longest(textLimits.teamDescription - 23, 'Description')}`,
        email: `${'e'.repeat(64)}@${'d'.repeat(60)}.example`,
        image: await pngImage({ width: 80, height: 100 }),
      },
    });
    return (await this.member(caption)) as TeamMember;
  }

  async addLocation(name: string): Promise<Location> {
    await this.write('/api/locations/add', {
      multipart: {
        name,
        heading: longest(textLimits.locationHeading, 'Heading'),
        intro: `Intro one\nIntro two ${longest(textLimits.locationIntro - 20, 'Intro')}`,
        paragraphs: JSON.stringify([longest(textLimits.locationParagraph, 'Paragraph')]),
        facts: JSON.stringify([
          { label: longest(textLimits.locationFactLabel, 'Label'), value: longest(textLimits.locationFactValue, 'Value') },
        ]),
        heroAlt: 'A long-text valley',
        hero: await pngImage({ width: 320, height: 180, name: 'hero.png' }),
      },
    });
    const added = (await this.json<Location[]>('/api/locations')).find((l) => l.name === name);
    expect(added, `location ${name}`).toBeDefined();
    return added as Location;
  }
  removeLocation = (id: string) => this.write(`/api/locations/remove/${id}`);

  async addLongVideo(caption: string, category: string): Promise<string> {
    await this.write('/api/gallery/add', {
      multipart: {
        url: vimeoUrl(),
        caption,
        category,
        type: 'gallery',
        director: longest(textLimits.credit, 'Director'),
        pop: longest(textLimits.credit, 'DOP'),
        production: longest(textLimits.credit, 'Production'),
        image: await pngImage({ width: 320, height: 180 }),
      },
    });
    const video = await this.video(caption);
    expect(video, `video ${caption}`).toBeDefined();
    return video?._id ?? '';
  }

  async addLongSlide(caption: string) {
    await this.write('/api/slider/add', {
      multipart: { caption, text: longest(textLimits.credit, 'Client'), transparency: '20', image: await pngImage() },
    });
    const slide = await this.slide(caption);
    expect(slide, `slide ${caption}`).toBeDefined();
    return slide as Slide;
  }
}

const test = contentTest.extend<{ api: LongTextApi }>({
  api: async ({ request, adminToken }, use) => {
    await use(new LongTextApi(request, adminToken));
  },
});

/** The page does not scroll sideways, and the menu (phone) or the theme toggle (desktop) is on screen. */
async function expectFits(page: Page, path: string, mobile: boolean) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
  const control = mobile
    ? page.getByRole('button', { name: 'Open menu' })
    : page.getByRole('button', { name: /theme/i }).first();
  await expect(control, `${path}: header control`).toBeInViewport({ ratio: 1 });
}

for (const { name, size } of viewports) {
  test(`${name}: the longest texts wrap, nothing scrolls sideways, captions stay off their photos`, async ({
    page,
    api,
    cleanup,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const mobile = size.width < 500;
    const tag = unique('Long');

    // Site settings: a company name of one long word, an office of long fields (restored after).
    const before = await api.settings();
    cleanup(() =>
      api.updateSettings({ companyName: before.companyName, offices: JSON.stringify(before.offices) }),
    );
    await api.updateSettings({
      companyName: longWord.slice(0, textLimits.companyName),
      offices: JSON.stringify([
        ...before.offices,
        {
          country: longest(textLimits.officeField, 'Country'),
          city: longest(textLimits.officeField, 'City'),
          address: `Street one\n${longest(textLimits.officeAddress - 11, 'Address')}`,
          phone: longest(textLimits.officePhone, '+380'),
          email: `${'o'.repeat(64)}@${'d'.repeat(60)}.example`,
          lat: 50.45,
          lng: 30.52,
        },
      ]),
    });

    const videoCategory = await api.addCategory('gallery', longest(textLimits.caption, `${tag} videos`));
    cleanup(() => api.removeCategory(videoCategory._id));
    const photoCategory = await api.addCategory('photo', longest(textLimits.caption, `${tag} photos`));
    cleanup(() => api.removeCategory(photoCategory._id));

    const videoCaption = longest(textLimits.caption, `${tag} video`);
    const videoId = await api.addLongVideo(videoCaption, videoCategory._id);
    cleanup(() => api.removeVideo(videoId));

    const photoCaption = longest(textLimits.caption, `${tag} photo`);
    const photo = await api.addPhoto({
      caption: photoCaption,
      text: `Line one\nLine two\n${longest(textLimits.photoText - 18, 'Text')}`,
      category: photoCategory._id,
    });
    cleanup(() => api.removePhoto(photo._id));

    const member = await api.addLongMember(longest(textLimits.caption, `${tag} member`));
    cleanup(() => api.removeMember(member._id));

    const partner = await api.addPartner({
      name: longest(textLimits.caption, `${tag} partner`),
      url: `https://example.com/${'p'.repeat(300)}`,
      alt: longest(textLimits.alt, 'Alt'),
    });
    cleanup(() => api.removePartner(partner._id));

    const slide = await api.addLongSlide(longest(textLimits.caption, `${tag} slide`));
    cleanup(() => api.removeSlide(slide._id));

    // A location named with one long word: it is also in the header's menu on every page.
    const locationName = `L${tag.replace(/[^\p{L}]/gu, '')}${longWord}`.slice(0, textLimits.locationName);
    const location = await api.addLocation(locationName);
    cleanup(() => api.removeLocation(location._id));

    const paths = [
      '/',
      '/videos',
      `/videos/watch/${videoId}`,
      '/gallery',
      '/team',
      '/contacts',
      '/Ukraine',
      `/${encodeURIComponent(locationName)}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      await expectFits(page, path, mobile);
    }

    // Typed line breaks show as line breaks.
    await page.goto('/team');
    await expect(page.getByText('First line', { exact: false }).first()).toBeVisible();
    expect(await page.getByText('First line', { exact: false }).first().innerText()).toContain('First line\nSecond line');

    // The gallery viewer: the caption has its own space under the photo.
    await page.goto('/gallery');
    await waitForHydration(page);
    await page.getByRole('link', { name: `Open ${photoCaption} full screen` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const info = dialog.locator('[aria-live="polite"]');
    await expect(info).toContainText('Line one');
    expect(await info.innerText()).toContain('Line one\nLine two');
    const image = dialog.getByRole('img', { name: photoCaption });
    await expect(image).toBeInViewport();
    const [imageBox, infoBox] = await Promise.all([image.boundingBox(), info.boundingBox()]);
    expect(imageBox && infoBox).toBeTruthy();
    if (imageBox && infoBox) {
      expect(imageBox.height, 'the photo keeps room').toBeGreaterThan(size.height / 3);
      expect(imageBox.y + imageBox.height, 'caption below the photo').toBeLessThanOrEqual(infoBox.y + 0.5);
    }
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
}
