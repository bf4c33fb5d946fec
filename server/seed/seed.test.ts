import { describe, expect, it } from 'vitest';
import { countries, countryImageCount, protectedPhotoCategory, type Country } from '#shared/limits.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Partner } from '#shared/schemas/partner.ts';
import { demoPartners } from './demo-content.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import type { Location } from '#shared/schemas/location.ts';
import { demoLocationTexts } from './demo-location-texts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { read } from '../test/factories.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';

/**
 * The demo pictures at an eighth of their size (one variant each instead of six): these tests
 * check what is seeded; the browser tests' demo server seeds the full-size pictures.
 */
const small = 1 / 8;

describe('first start', () => {
  it('fills an empty site with the demo content once, and never again', async () => {
    const t = await buildTestApp({ env: { DEMO_CONTENT: 'on' }, demoImageScale: small });
    try {
      const slides = await read<{ videoId: string | null }[]>(t, '/api/slider');
      expect(slides.length).toBeGreaterThanOrEqual(4);
      expect(slides.some((s) => s.videoId !== null)).toBe(true);

      const all = await read<{ data: { url: string; director: string; image: string | null }[] }>(t, '/api/gallery/gallery-all');
      expect(all.data).toHaveLength(12);
      for (const video of all.data) {
        expect(video.url).toMatch(/^https:\/\/vimeo\.com\/\d+$/);
        expect(video.director).not.toBe('');
        expect(video.image).toMatch(/^\/media\/videos\//);
      }
      const videoCategories = await read<Category[]>(t, '/api/gallery_category/all/gallery');
      expect(videoCategories.filter((c) => c.count_items > 0)).toHaveLength(3);

      const photoCategories = await read<Category[]>(t, '/api/gallery_category/all/photo');
      expect(photoCategories.map((c) => c.caption)).toContain('Ukraine');
      expect(photoCategories.filter((c) => c.count_items > 0)).toHaveLength(3);
      expect(photoCategories.reduce((n, c) => n + c.count_items, 0)).toBe(20);

      expect(await read<unknown[]>(t, '/api/team')).toHaveLength(6);
      expect(await read<string[]>(t, '/api/logo/')).toHaveLength(8);
      // Each demo logo is a partner with its name, which the page reads when the alt text is empty.
      expect((await read<Partner[]>(t, '/api/partners')).map((p) => p.name)).toEqual(demoPartners);
      const [about] = await read<{ text: string; text_extra: string }[]>(t, '/api/about_us');
      expect(about?.text.length).toBeGreaterThan(20);
      const settings = await read<SiteSettings>(t, '/api/settings');
      expect(settings).toMatchObject({ companyName: 'Borderless Films', logo: null });
      expect(settings.offices.map((o) => o.city)).toEqual(['Kyiv', 'Tbilisi', 'Almaty']);
      expect(settings.social.map((s) => s.network)).toEqual(['instagram', 'vimeo', 'facebook']);

      // The three location pages of SPEC section 2, with the carousel counts of section 9.
      const locations = await read<Location[]>(t, '/api/locations');
      expect(locations.map((l) => [l.name, l.images.length])).toEqual(countries.map((c) => [c, countryImageCount[c]]));
      const ukraineCategory = photoCategories.find((c) => c.caption === protectedPhotoCategory)?._id;
      expect(locations.map((l) => l.seeMoreCategory)).toEqual([ukraineCategory, null, null]);
      for (const location of locations) {
        expect(location).toMatchObject({ heading: 'shooting in', intro: demoLocationTexts[location.name as Country].intro });
        expect(location.paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(location.facts.length).toBeGreaterThanOrEqual(3);
        expect(location.hero.alt).not.toBe('');
        expect(location.images.every((image) => image.alt !== '')).toBe(true);
        // The hero is a picture of its own, not one of the carousel's.
        expect(location.images.map((image) => image.image)).not.toContain(location.hero.image);
      }

      // A second start of the same database adds nothing.
      await bootstrap(t.app, loadConfig({ DATA_DIR: t.dataDir, DEMO_CONTENT: 'on', LOG_LEVEL: 'silent' }), { imageScale: small });
      expect((await read<{ data: unknown[] }>(t, '/api/gallery/gallery-all')).data).toHaveLength(12);
      expect(await read<Location[]>(t, '/api/locations')).toEqual(locations);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('with DEMO_CONTENT=off starts empty but keeps the Ukraine photo category', async () => {
    const t = await buildTestApp();
    try {
      expect(await read<unknown[]>(t, '/api/slider')).toEqual([]);
      expect(await read(t, '/api/gallery/all/gallery?page=1')).toMatchObject({ videos: [], totalPages: 0 });
      expect(await read(t, '/api/photo?page=1')).toEqual({ data: [], pages: 0 });
      expect(await read(t, '/api/about_us')).toEqual([{ text: '', text_extra: '' }]);
      const photoCategories = await read<Category[]>(t, '/api/gallery_category/all/photo');
      expect(photoCategories).toEqual([expect.objectContaining({ caption: 'Ukraine', count_items: 0 })]);
    } finally {
      await t.close();
    }
  });

  it('carries the three locations and the demo company into a site started before they were content, once', async () => {
    const t = await buildTestApp();
    try {
      // A new empty site has none, and gets none on later starts.
      expect(await read<Location[]>(t, '/api/locations')).toEqual([]);
      const restart = () => bootstrap(t.app, loadConfig({ DATA_DIR: t.dataDir, DEMO_CONTENT: 'off', LOG_LEVEL: 'silent' }), { imageScale: small });
      await restart();
      expect(await read<Location[]>(t, '/api/locations')).toEqual([]);

      // A database from before migrations 0004/0005: started before, never claimed the upgrade.
      await t.db.deleteFrom('appSettings').where('key', '=', 'editable_content_at').execute();
      await restart();
      const locations = await read<Location[]>(t, '/api/locations');
      expect(locations.map((l) => [l.name, l.images.length])).toEqual(countries.map((c) => [c, countryImageCount[c]]));
      const ukraine = (await read<Category[]>(t, '/api/gallery_category/all/photo')).find((c) => c.caption === protectedPhotoCategory);
      expect(locations[0]?.seeMoreCategory).toBe(ukraine?._id);
      const settings = await read<SiteSettings>(t, '/api/settings');
      expect(settings.offices.map((o) => o.city)).toEqual(['Kyiv', 'Tbilisi', 'Almaty']);

      await restart();
      expect(await read<Location[]>(t, '/api/locations')).toEqual(locations);
    } finally {
      await t.close();
    }
  }, 120_000);
});
