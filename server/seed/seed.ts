import type { Services } from '../app.ts';
import { variantWidths } from '#server/media/image-variants.ts';
import { countries, countryImageCount, protectedPhotoCategory, type Country } from '#shared/limits.ts';
import { demoAboutUs, demoPartners, demoPhotoCategories, demoPhotos, demoSlides, demoTeam, demoVideoCategories, demoVideos } from './demo-content.ts';
import { logoSize, portraitSize, renderFilmStill, renderLocationImage, renderLogo, renderPortrait } from './demo-images.ts';
import { demoLocationTexts } from './demo-location-texts.ts';
import { locationSceneAlt } from './demo-locations.ts';
import { demoSettings } from './demo-settings.ts';

interface Log {
  info: (obj: object, msg: string) => void;
}

export interface SeedOptions {
  /**
   * Draws the demo pictures at this fraction of their size (default 1). The API tests of seeding
   * use a small one: they check what is seeded, not the pictures, and full size costs minutes.
   */
  imageScale?: number;
}

/**
 * Film stills, photos and location heroes are drawn exactly as wide as the largest standard
 * variant below full HD (1440 px), so no variant of nearly the same width is stored beside it:
 * drawn at 1600 they also got a 1600 px variant, whose two encodes and larger drawing cost about
 * a fifth of the seed's CPU for 11% more width (docs/performance.md, "Build and first start").
 * Slides stay full HD: they fill the home screen.
 */
const [, , stillWidth] = variantWidths;
const stillSize = { width: stillWidth, height: Math.round((stillWidth * 9) / 16) };
const photoSize = { width: stillWidth, height: Math.round((stillWidth * 2) / 3) };
const slideSize = { width: 1920, height: 1080 };

const scaled = (scale: number, size: { width: number; height: number }) => ({
  width: Math.max(16, Math.round(size.width * scale)),
  height: Math.max(16, Math.round(size.height * scale)),
});

/**
 * Fills an empty site with demo content, through the same services (and image pipeline) the
 * admin uses. Images are rendered locally, so this works without a network; Vimeo metadata is
 * filled in later by the background retry when Vimeo can be reached.
 *
 * Resumable: an item the site already has (a video by its URL, a photo, slide, member or
 * category by its caption, a partner by its name, a location by its name and carousel count)
 * is not added again, so a run that stopped half-way (a crash, SIGTERM, a killed seed process)
 * is completed by the next one instead of leaving half the demo or doubling it.
 */
export async function seedDemoContent(services: Services, log: Log, { imageScale = 1 }: SeedOptions = {}): Promise<void> {
  const { categories } = services;
  const started = Date.now();

  const categoryIds = async (type: 'gallery' | 'photo', captions: readonly string[]) => {
    const ids = new Map((await categories.list(type)).map((c) => [c.caption, c._id]));
    for (const caption of captions) {
      if (!ids.has(caption)) ids.set(caption, (await categories.add({ caption, type }))._id);
    }
    return ids;
  };
  const videoCategory = await categoryIds('gallery', demoVideoCategories);
  // The protected 'Ukraine' category exists already (bootstrap); it is looked up, never added.
  const photoCategory = await categoryIds('photo', demoPhotoCategories);

  // Two lanes at once: with an image pipeline that takes two images at a time (the seed
  // process's), one image's drawing and decoding overlap the other's encodes. Each lane keeps
  // its own order, which is what the lists' order depends on.
  await settleBoth(
    seedLists(services, videoCategory, photoCategory, imageScale),
    seedLocations(services, photoCategory.get(protectedPhotoCategory), imageScale),
  );
  log.info({ ms: Date.now() - started }, 'demo content seeded');
}

/** Waits for both; then rethrows the first failure (never leaving one running unwatched). */
async function settleBoth(...lanes: [Promise<void>, Promise<void>]): Promise<void> {
  const failure = (await Promise.allSettled(lanes)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Videos, slides, photos, team and partners (each the items the site lacks), then the texts and the company. */
async function seedLists(services: Services, videoCategory: Map<string, string>, photoCategory: Map<string, string>, imageScale: number): Promise<void> {
  const { videos, slides, photos, team, partners, aboutUs, siteSettings } = services;
  // Added last to first, so the first demo video ends up first in the admin order.
  const storedVideos = new Set((await videos.all()).map((v) => v.url));
  const newVideos = [...demoVideos.entries()].reverse().filter(([, video]) => !storedVideos.has(video.url));
  for await (const [[, video], preview] of renderedAhead(newVideos, ([i, v]) =>
    renderFilmStill(100 + i, { palette: v.palette, ...scaled(imageScale, stillSize) }),
  )) {
    await videos.add({ ...video, category: videoCategory.get(video.category) ?? '', alt: '', type: 'gallery' }, preview, {
      fetchMetadata: false,
    });
  }
  const videoIds = new Map((await videos.all()).map((v) => [v.url, v._id]));

  const storedSlides = new Set((await slides.list()).map((x) => x.caption));
  const newSlides = [...demoSlides.entries()].reverse().filter(([, slide]) => !storedSlides.has(slide.caption));
  for await (const [[, slide], image] of renderedAhead(newSlides, ([i, x]) =>
    renderFilmStill(200 + i, { palette: x.palette, ...scaled(imageScale, slideSize) }),
  )) {
    const linked = slide.video === undefined ? undefined : demoVideos[slide.video]?.url;
    await slides.add(
      { caption: slide.caption, text: slide.text, alt: '', transparency: slide.transparency, videoId: (linked && videoIds.get(linked)) || null },
      image,
    );
  }

  const storedPhotos = await photoCaptions(services);
  const newPhotos = [...demoPhotos.entries()].filter(([, photo]) => !storedPhotos.has(photo.caption));
  for await (const [[, photo], image] of renderedAhead(newPhotos, ([i, p]) =>
    renderFilmStill(300 + i, { palette: p.palette, ...scaled(imageScale, photoSize) }),
  )) {
    await photos.add({ caption: photo.caption, text: photo.text, alt: '', category: photoCategory.get(photo.category) ?? null }, image);
  }

  // A new member or partner goes first: added last to first, the pages list them as written here.
  const storedMembers = new Set((await team.list()).map((m) => m.caption));
  const newMembers = [...demoTeam.entries()].reverse().filter(([, member]) => !storedMembers.has(member.caption));
  for await (const [[, member], image] of renderedAhead(newMembers, ([i]) => renderPortrait(400 + i))) {
    await team.add({ ...member, alt: '' }, image);
  }
  const storedPartners = new Set((await partners.list()).map((p) => p.name));
  const newPartners = [...demoPartners.entries()].reverse().filter(([, name]) => !storedPartners.has(name));
  for await (const [[, name], image] of renderedAhead(newPartners, ([i, n]) => renderLogo(500 + i, n))) {
    await partners.add({ name, url: '', alt: '' }, image);
  }
  await aboutUs.update(demoAboutUs);
  await siteSettings.update(demoSettings, { logo: null, shareImage: null });
}

/** Every stored photo's caption, read page by page (the service has no unpaged list). */
async function photoCaptions({ photos }: Services): Promise<Set<string>> {
  const captions = new Set<string>();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await photos.page(undefined, page);
    pages = result.pages;
    for (const photo of result.data) captions.add(photo.caption);
  }
  return captions;
}

async function seedLocations(services: Services, ukraineCategory: string | undefined, imageScale: number): Promise<void> {
  for (const country of countries) {
    await seedLocation(services, country, country === protectedPhotoCategory ? ukraineCategory : undefined, imageScale);
  }
}

/**
 * A site started before its location pages and company details were content (migrations 0004,
 * 0005) showed the three locations and the demo company from code. It keeps showing them after
 * the upgrade, now as content the administrator can replace, instead of losing its location
 * pages and its contacts.
 */
export async function seedUpgradedSite(services: Services, log: Log, { imageScale = 1 }: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  if ((await services.locations.list()).length === 0) {
    const ukraine = (await services.categories.list('photo')).find((c) => c.caption === protectedPhotoCategory);
    await seedLocations(services, ukraine?._id, imageScale);
  }
  const settings = await services.siteSettings.get();
  if (settings.offices.length === 0 && settings.social.length === 0) {
    await services.siteSettings.update(demoSettings, { logo: null, shareImage: null });
  }
  log.info({ ms: Date.now() - started }, 'locations and company details carried into the content');
}

/**
 * The carousel's sources are drawn at 1280x720, the width the pages show a carousel image at
 * most (its largest variant); the hero as a film still (stillSize), since it spans the screen.
 * Drawing and encoding are most of the seeding time, so smaller sources make the first start faster.
 */
const carouselSize = { width: 1280, height: 720 };

/** Every kind of demo picture at the size it is drawn (imageScale 1), for seed-sizes.test.ts. */
export const demoPictureSizes = {
  'video preview': stillSize,
  photo: photoSize,
  slide: slideSize,
  'location hero': stillSize,
  'location carousel': carouselSize,
  portrait: portraitSize,
  'partner logo': logoSize,
};

/**
 * Yields each item with its rendered image, in order, drawing the next while the caller stores
 * the current one: drawing (JavaScript and the JPEG encode) and the pipeline's encodes then
 * share the cores.
 */
async function* renderedAhead<T>(items: readonly T[], render: (item: T) => Promise<Buffer>): AsyncGenerator<[T, Buffer]> {
  const start = (index: number) => {
    const item = items[index] as T;
    const drawing = render(item).then((image): [T, Buffer] => [item, image]);
    // Awaited on the next turn; until then a failure must not count as unhandled.
    drawing.catch(() => undefined);
    return drawing;
  };
  let next = items.length > 0 ? start(0) : null;
  for (let i = 0; next; i += 1) {
    const current = await next;
    next = i + 1 < items.length ? start(i + 1) : null;
    yield current;
  }
}

/**
 * One demo location page: its texts, a hero and its carousel (countryImageCount), through the
 * admin's service. A location already there keeps its texts and hero and gets the carousel
 * images it still lacks (a seed that stopped half-way).
 */
async function seedLocation({ locations }: Services, country: Country, seeMoreCategory: string | undefined, imageScale: number): Promise<void> {
  const count = countryImageCount[country];
  // The hero is drawn after the carousel's indexes, so it is a picture of its own.
  const heroIndex = count;
  if (!(await locations.list()).some((l) => l.name === country)) {
    await locations.add(
      {
        name: country,
        ...demoLocationTexts[country],
        heroAlt: locationSceneAlt(country, heroIndex),
        seeMoreCategory: seeMoreCategory ?? null,
      },
      await renderLocationImage(country, heroIndex, scaled(imageScale, stillSize)),
    );
  }
  const location = await locations.find(country);
  const missing = Array.from({ length: count - location.images.length }, (_, i) => location.images.length + i);
  for await (const [index, image] of renderedAhead(missing, (i) => renderLocationImage(country, i, scaled(imageScale, carouselSize)))) {
    await locations.addImages(location._id, locationSceneAlt(country, index), [image]);
  }
}
