import { pictureVariants } from '#shared/picture.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addCategory, addPhoto, jsonPost, read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';

const publicUrl = 'https://films.example';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** The open viewer's HTML: from the dialog on (the list's tiles come before it). */
const viewerOf = (html: string) => {
  const at = html.indexOf('role="dialog"');
  // Without React's text separators: '4<!-- -->/<!-- -->12' reads '4/12'.
  return at === -1 ? '' : html.slice(at).replaceAll('<!-- -->', '');
};
const tileCount = (html: string) => html.match(/aria-label="Open [^"]* full screen"/g)?.length ?? 0;

/** /gallery/{photoId} and the list pages' ?pages=, rendered by the production build of the site. */
describe('photo pages and list addresses', () => {
  let t: TestApp;
  let photos: Photo[];
  let category: string;
  const total = limits.photosPageSize + 2;

  beforeAll(async () => {
    t = await buildTestApp({ webBuild: true, env: { PUBLIC_URL: publicUrl } });
    category = (await addCategory(t, 'photo', 'Georgia'))._id;
    photos = [];
    // Newest first: the first one added ends up last, on page 2.
    for (let i = 0; i < total; i++) {
      const fields = { caption: `Still ${i}`, text: i === 0 ? 'The first still, on page two' : '', category: i < 2 ? category : undefined };
      // photos[3] is large enough to have a variant about 1200 px wide, the link preview's.
      photos.unshift(await addPhoto(t, fields, i === total - 4 ? await jpeg(1600, 1000) : undefined));
    }
  });
  afterAll(() => t.close());

  it('a photo address renders the gallery with the viewer open at it, its title, description, canonical URL and share image', async () => {
    const photo = photos[3] as Photo;
    const res = await t.app.inject({ url: `/gallery/${photo._id}` });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toMatch(new RegExp(`^${photo.caption} \\| `));
    // No text: the caption describes it.
    expect(metaContent(res.body, 'description')).toBe(photo.caption);
    expect(canonicalOf(res.body)).toBe(`${publicUrl}/gallery/${photo._id}`);
    const share = pictureVariants(photo.picture).find((v) => v.format === 'webp' && v.width === 1440);
    expect(share).toBeDefined();
    expect(metaContent(res.body, 'og:image')).toBe(`${publicUrl}${share?.url}`);
    expect(metaContent(res.body, 'og:image:width')).toBe('1440');
    expect(metaContent(res.body, 'og:image:type')).toBe('image/webp');
    // Of every photo: the viewer goes on past the first page.
    expect(viewerOf(res.body)).toContain(`4/${total}`);
    expect(viewerOf(res.body)).toContain(photo.caption);
    expect(tileCount(res.body)).toBe(limits.photosPageSize);
  });

  it('a photo past the first page opens the list down to its page, so the viewer steps through its neighbours', async () => {
    const last = photos.at(-1) as Photo;
    const res = await t.app.inject({ url: `/gallery/${last._id}` });
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'description')).toBe(`${last.caption}. The first still, on page two`);
    expect(viewerOf(res.body)).toContain(`${total}/${total}`);
    expect(viewerOf(res.body)).toContain(last.caption);
    expect(tileCount(res.body)).toBe(total);
    // The category's list around it, when the address keeps one.
    const inCategory = await t.app.inject({ url: `/gallery/${last._id}?category=${category}` });
    expect(viewerOf(inCategory.body)).toContain('2/2');
    expect(tileCount(inCategory.body)).toBe(2);
  });

  it('a photo the shown list does not hold opens alone: another category, or a list that starts after it', async () => {
    const photo = photos[3] as Photo;
    const otherCategory = await t.app.inject({ url: `/gallery/${photo._id}?category=${category}` });
    expect(otherCategory.statusCode).toBe(200);
    expect(viewerOf(otherCategory.body)).toContain('1/1');
    expect(viewerOf(otherCategory.body)).toContain(photo.caption);
    expect(tileCount(otherCategory.body)).toBe(2);
    const later = await t.app.inject({ url: `/gallery/${photo._id}?page=2` });
    expect(viewerOf(later.body)).toContain('1/1');
    expect(tileCount(later.body)).toBe(total - limits.photosPageSize);
  });

  it('an unknown or malformed photo id is the 404 page', async () => {
    for (const id of ['000000000000000000000000', 'not-a-photo', photos[0]?._id.toUpperCase()]) {
      const res = await t.app.inject({ url: `/gallery/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(titleOf(res.body), id).toMatch(/^Not found \| /);
      expect(res.body).toContain('The page you are looking for is not here.');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
      expect(viewerOf(res.body)).toBe('');
    }
  });

  it('?pages= renders the first pages at once; ?page= (what Load more fetches) one page', async () => {
    const two = await t.app.inject({ url: '/gallery?pages=2' });
    expect(tileCount(two.body)).toBe(total);
    expect(two.body).not.toContain('>Load more<');
    const many = await t.app.inject({ url: '/gallery?pages=999' });
    expect(tileCount(many.body)).toBe(total);
    const second = await t.app.inject({ url: '/gallery?page=2&pages=2' });
    expect(tileCount(second.body)).toBe(total - limits.photosPageSize);
    const first = await t.app.inject({ url: '/gallery' });
    expect(tileCount(first.body)).toBe(limits.photosPageSize);
    expect(first.body).toContain('>Load more<');
  });

  it("the last photo of a page opens over the next page too, so 'Next' has its neighbour's address", async () => {
    const page1 = await read<{ data: Photo[]; pages: number }>(t, '/api/photo?page=1');
    // The API's answer keeps its two fields (the total is the site's).
    expect(Object.keys(page1).sort()).toEqual(['data', 'pages']);
    const last = page1.data.at(-1) as Photo;
    const res = await t.app.inject({ url: `/gallery/${last._id}` });
    expect(tileCount(res.body)).toBe(total);
    expect(viewerOf(res.body)).toContain(`${limits.photosPageSize}/${total}`);
    const next = (await read<{ data: Photo[] }>(t, '/api/photo?page=2')).data[0] as Photo;
    // With scripts off 'Next' is a GET form to the 13th photo over the two pages.
    expect(viewerOf(res.body)).toMatch(
      new RegExp(
        `action="/gallery/${next._id}"[^>]*><input type="hidden" name="pages" value="2"/><button[^>]*aria-label="Next image"`,
      ),
    );
  });

  // Last: it changes the order the tests above rely on.
  it("a photo's page follows the admin's order, ties included (newest first)", async () => {
    const ids = photos.map((p) => p._id).reverse();
    await t.app.inject(jsonPost('/api/photo/order', { list: JSON.stringify(ids) }, t.token));
    const first = await t.app.inject({ url: `/gallery/${ids[0]}` });
    expect(viewerOf(first.body)).toContain(`1/${total}`);
    expect(tileCount(first.body)).toBe(limits.photosPageSize);

    // One position for all (as rows saved before any order): the list falls back to newest first.
    await t.db.updateTable('photos').set({ position: 0 }).execute();
    const listed = [
      ...(await read<{ data: Photo[] }>(t, '/api/photo?page=1')).data,
      ...(await read<{ data: Photo[] }>(t, '/api/photo?page=2')).data,
    ];
    for (const at of [0, limits.photosPageSize - 1, limits.photosPageSize, total - 1]) {
      const res = await t.app.inject({ url: `/gallery/${listed[at]?._id}` });
      expect(viewerOf(res.body), `photo ${at}`).toContain(`${at + 1}/${total}`);
    }
  });
});
