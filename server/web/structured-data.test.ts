import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '#shared/schemas/location.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addCategory, addLocation, addPhoto, addVideo, formPost } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { startFakeVimeo, type FakeVimeo } from '../test/fake-vimeo.ts';
import { pictureVariants } from '#shared/picture.ts';

type Thing = Record<string, unknown> & { '@type': string };

/**
 * What schema.org and Google's rich results need of each type this site describes (required
 * properties; a ListItem's `item` is its page). A page whose description lacks one of these gets
 * no rich result, so the test fails on it.
 */
const required: Record<string, string[]> = {
  Organization: ['name'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  ImageObject: ['contentUrl'],
  Place: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  PostalAddress: ['addressLocality', 'addressCountry'],
};

function missingProperties(thing: Thing, path = thing['@type']): string[] {
  const missing = (required[thing['@type']] ?? []).filter((key) => thing[key] === undefined || thing[key] === '').map((key) => `${path}.${key}`);
  for (const [key, value] of Object.entries(thing)) {
    for (const inner of Array.isArray(value) ? value : [value]) {
      if (inner && typeof inner === 'object' && '@type' in inner) missing.push(...missingProperties(inner as Thing, `${path}.${key}`));
    }
  }
  return missing;
}

/** The page's JSON-LD: one script with an @graph. */
async function graphOf(t: TestApp, url: string): Promise<{ html: string; things: Thing[] }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
  expect(scripts, url).toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? '') as { '@context': string; '@graph': Thing[] };
  expect(data['@context']).toBe('https://schema.org');
  for (const thing of data['@graph']) expect(missingProperties(thing), url).toEqual([]);
  return { html: res.body, things: data['@graph'] };
}

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);
const crumbs = (things: Thing[]) =>
  (ofType(things, 'BreadcrumbList')[0]?.itemListElement as Array<{ name: string; item: string; position: number }> | undefined)?.map(
    (step) => [step.position, step.name, step.item],
  );

describe('structured data (JSON-LD) on every page', () => {
  let t: TestApp;
  let vimeo: FakeVimeo;
  let video: Video;
  let location: Location;
  let photo: Photo;
  const origin = 'http://localhost:3000';
  beforeAll(async () => {
    vimeo = await startFakeVimeo();
    t = await buildTestApp({ webBuild: true, vimeoUrl: vimeo.url });
    const settings = formPost(
      '/api/settings/update',
      {
        companyName: 'Steppe & Sea </script><script>alert(1)</script>',
        offices: JSON.stringify([
          { country: 'Ukraine', city: 'Kyiv', address: '14 Yaroslaviv Val St\nKyiv 01054', phone: '+380 44 390 21 75\n+380 67 218 40 19', email: 'kyiv@example.com', lat: 50.45, lng: 30.5 },
        ]),
        social: JSON.stringify([{ network: 'vimeo', url: 'https://vimeo.com/steppe' }]),
      },
      t.token,
    );
    expect((await t.app.inject(settings)).statusCode).toBe(200);
    const category = await addCategory(t, 'gallery', 'Commercials');
    video = await addVideo(t, { category: category._id, caption: 'Night Train', director: 'Ana Lomidze', production: 'Steppe' });
    location = await addLocation(t, { name: 'Armenia', intro: 'Highlands and tuff' });
    photo = await addPhoto(t, { caption: 'Tatev at dawn', text: 'Location scout, Armenia' }, await jpeg(1600, 1000));
  });
  afterAll(async () => {
    await t.close();
    await vimeo.close();
  });

  it('describes the company on every page, with its offices and links, escaped inside the script', async () => {
    for (const url of ['/', '/videos', '/gallery', '/team', '/contacts', `/videos/watch/${video._id}`, '/Armenia']) {
      const { html, things } = await graphOf(t, url);
      const [company] = ofType(things, 'Organization');
      expect(company, url).toMatchObject({
        name: 'Steppe & Sea </script><script>alert(1)</script>',
        url: `${origin}/`,
        address: [{ '@type': 'PostalAddress', streetAddress: '14 Yaroslaviv Val St, Kyiv 01054', addressLocality: 'Kyiv', addressCountry: 'Ukraine' }],
        contactPoint: [{ '@type': 'ContactPoint', telephone: '+380 44 390 21 75', email: 'kyiv@example.com', areaServed: 'Ukraine' }],
        sameAs: ['https://vimeo.com/steppe'],
      });
      // The name the administrator typed cannot close the script element.
      expect(html).not.toContain('</script><script>alert(1)');
    }
  });

  it('describes a watch page as a VideoObject with its thumbnail, date, player and duration', async () => {
    const { things } = await graphOf(t, `/videos/watch/${video._id}`);
    const [film] = ofType(things, 'VideoObject');
    expect(film).toMatchObject({
      name: 'Night Train',
      description: 'Night Train. Director: Ana Lomidze. Steppe',
      uploadDate: video.date,
      embedUrl: `https://player.vimeo.com/video/${/(\d+)$/.exec(video.url)?.[1]}`,
      url: `${origin}/videos/watch/${video._id}`,
      duration: 'PT2M5S',
      director: { '@type': 'Person', name: 'Ana Lomidze' },
    });
    expect((film?.thumbnailUrl as string[])[0]).toMatch(new RegExp(`^${origin}/media/videos/`));
    expect(crumbs(things)).toEqual([
      [1, expect.any(String), `${origin}/`],
      [2, 'Work', `${origin}/videos`],
      [3, 'Night Train', `${origin}/videos/watch/${video._id}`],
    ]);
  });

  it("describes a photo's page as an ImageObject: the largest variant, a thumbnail, its texts, the company as creator", async () => {
    const { things } = await graphOf(t, `/gallery/${photo._id}`);
    const webp = pictureVariants(photo.picture).filter((v) => v.format === 'webp');
    expect(ofType(things, 'ImageObject')).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: `${origin}${webp.at(-1)?.url}`,
        url: `${origin}/gallery/${photo._id}`,
        name: 'Tatev at dawn',
        caption: 'Tatev at dawn',
        description: 'Location scout, Armenia',
        width: 1600,
        height: 1000,
        encodingFormat: 'image/webp',
        thumbnailUrl: `${origin}${webp.find((v) => v.width >= 320)?.url}`,
        uploadDate: photo.date,
        creator: { '@id': `${origin}/#organization` },
        copyrightHolder: { '@id': `${origin}/#organization` },
      },
    ]);
    expect(ofType(things, 'Organization')[0]?.['@id']).toBe(`${origin}/#organization`);
    expect(crumbs(things)?.at(-1)).toEqual([3, 'Tatev at dawn', `${origin}/gallery/${photo._id}`]);
    // The gallery itself describes no one photo.
    expect(ofType((await graphOf(t, '/gallery')).things, 'ImageObject')).toEqual([]);
  });

  it('describes a location page as a Place, and the pages with a path with breadcrumbs', async () => {
    const { things } = await graphOf(t, '/Armenia');
    expect(ofType(things, 'Place')).toEqual([
      { '@type': 'Place', name: 'Armenia', url: `${origin}/Armenia`, description: 'Highlands and tuff', image: `${origin}${location.hero.image}` },
    ]);
    expect(crumbs(things)?.at(-1)).toEqual([2, 'Armenia', `${origin}/Armenia`]);
    expect(crumbs((await graphOf(t, '/contacts')).things)?.at(-1)).toEqual([2, 'Contacts', `${origin}/contacts`]);
    // Home is the root of every path: it has none of its own.
    expect(ofType((await graphOf(t, '/')).things, 'BreadcrumbList')).toEqual([]);
  });

  it('gives link previews a stored variant about 1200 px wide, with its width and height', async () => {
    const res = await t.app.inject({ url: '/Armenia' });
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(res.body)?.[1];
    // The hero is 40x30: its widest variant is the one there is.
    expect(meta('og:image')).toBe(`${origin}${pictureVariants(location.hero.picture).find((v) => v.format === 'webp')?.url}`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['40', '30']);
    expect(meta('og:image:type')).toBe('image/webp');
  });

  it("gives a page without an image of its own the settings' share image as a JPEG (not every preview reads WebP)", async () => {
    const saved = await t.app.inject(formPost('/api/settings/update', { shareImage: await jpeg(1600, 840) }, t.token));
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ url: '/contacts' });
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(res.body)?.[1];
    expect(meta('og:image')).toMatch(new RegExp(`^${origin}/media/settings/[a-z0-9]+/w1440\\.jpeg$`));
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual(['image/jpeg', '1440', '756']);
    const image = await t.app.inject({ url: new URL(meta('og:image') ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // A baseline JPEG: the start-of-image and baseline frame markers.
    expect([...image.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(image.rawPayload.includes(Buffer.from([0xff, 0xc0]))).toBe(true);
    // The pages draw the picture from its AVIF and WebP variants as before.
    const settings = (await t.app.inject({ url: '/api/settings' })).json<{ shareImage: { image: string } }>();
    expect(settings.shareImage.image).toMatch(/\.webp$/);
  });

  it('lists each video in the sitemap with the video extension: thumbnail, title, description, player, duration', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    const entry = new RegExp(`<url><loc>${origin}/videos/watch/${video._id}</loc><lastmod>[^<]+</lastmod><video:video>(.*?)</video:video></url>`).exec(res.body)?.[1] ?? '';
    const field = (name: string) => new RegExp(`<video:${name}>([^<]*)</video:${name}>`).exec(entry)?.[1];
    expect(field('thumbnail_loc')).toMatch(new RegExp(`^${origin}/media/videos/`));
    expect([field('title'), field('description'), field('duration'), field('publication_date')]).toEqual([
      'Night Train',
      'Night Train. Director: Ana Lomidze. Steppe',
      '125',
      video.date,
    ]);
    expect(field('player_loc')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+$/);
  });
});
