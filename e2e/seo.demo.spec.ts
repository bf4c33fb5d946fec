import type { APIRequestContext } from '@playwright/test';
import { allVideos, expect, getJson, htmlText, test } from './fixtures.ts';

/**
 * What a search engine or a link preview gets: the HTML as served, with no script run.
 * These tests use Playwright's request context only, never a browser.
 */
async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return response.text();
}

function attr(page: string, selector: RegExp): string | undefined {
  return selector.exec(page)?.[1];
}

function head(page: string) {
  return {
    title: attr(page, /<title>([^<]*)<\/title>/),
    description: attr(page, /<meta name="description" content="([^"]*)"/),
    canonical: attr(page, /<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(page, /<meta property="og:title" content="([^"]*)"/),
    ogType: attr(page, /<meta property="og:type" content="([^"]*)"/),
    ogImage: attr(page, /<meta property="og:image" content="([^"]*)"/),
    robots: attr(page, /<meta name="robots" content="([^"]*)"/),
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decode = (s: string | undefined) => (s === undefined ? undefined : htmlText(s).trim());

test('every public page has its title, description, canonical URL and Open Graph title', async ({
  request,
  baseURL,
}) => {
  const pages = [
    { path: '/', title: 'Borderless Films', og: 'Borderless Films' },
    {
      path: '/Ukraine',
      title: 'Shooting in Ukraine | Borderless Films',
      og: 'Shooting in Ukraine',
    },
    {
      path: '/Georgia',
      title: 'Shooting in Georgia | Borderless Films',
      og: 'Shooting in Georgia',
    },
    {
      path: '/Kazakhstan',
      title: 'Shooting in Kazakhstan | Borderless Films',
      og: 'Shooting in Kazakhstan',
    },
    { path: '/videos', title: 'Work | Borderless Films', og: 'Work' },
    { path: '/gallery', title: 'Gallery | Borderless Films', og: 'Gallery' },
    { path: '/team', title: 'Team | Borderless Films', og: 'Team' },
    { path: '/contacts', title: 'Contacts | Borderless Films', og: 'Contacts' },
  ];
  for (const p of pages) {
    const h = head(await html(request, p.path));
    expect(decode(h.title), p.path).toBe(p.title);
    expect(h.description?.length ?? 0, p.path).toBeGreaterThan(30);
    expect(h.canonical, p.path).toBe(`${baseURL}${p.path}`);
    expect(decode(h.ogTitle), p.path).toBe(p.og);
    expect(h.robots, p.path).toBeUndefined();
  }
  // Pages not meant for search engines say so.
  for (const path of ['/login', '/admin']) {
    expect(head(await html(request, path)).robots, path).toBe('noindex');
  }
  for (const path of ['/no/such/page', '/Atlantis', '/videos/watch/000000000000000000000000']) {
    expect(head(await html(request, path, 404)).robots, path).toBe('noindex');
  }
});

test('the home page HTML carries every slide caption and client line', async ({ request }) => {
  const page = await html(request, '/');
  const text = htmlText(page);
  const slides = await getJson<{ caption: string; text: string }[]>(request, '/api/slider');
  expect(slides).toHaveLength(4);
  for (const slide of slides) {
    expect(text).toContain(slide.caption);
    expect(text).toContain(slide.text);
  }
  expect(head(page).ogImage).toMatch(/^http:\/\/localhost:\d+\/media\//);
});

test('the work page HTML carries video captions and credits, page 2 the rest', async ({
  request,
}) => {
  const videos = await allVideos(request);
  const first = htmlText(await html(request, '/videos'));
  for (const video of videos.slice(0, 10)) {
    expect(first).toContain(video.caption);
    expect(first).toContain(video.production);
  }
  const second = htmlText(await html(request, '/videos?page=2'));
  for (const video of videos.slice(10)) expect(second).toContain(video.caption);
});

test('each video page HTML carries caption, Director, DOP, Production company and its own tags', async ({
  request,
  baseURL,
}) => {
  const videos = await allVideos(request);
  expect(videos).toHaveLength(12);
  for (const video of videos) {
    const page = await html(request, `/videos/watch/${video._id}`);
    const text = htmlText(page);
    for (const part of [
      video.caption,
      'Director',
      video.director,
      'DOP',
      video.pop,
      'Production company',
      video.production,
    ]) {
      expect(text, video.caption).toContain(part);
    }
    const h = head(page);
    expect(decode(h.ogTitle)).toBe(video.caption);
    expect(decode(h.title)).toBe(`${video.caption} | Borderless Films`);
    expect(h.ogType).toBe('video.other');
    expect(h.canonical).toBe(`${baseURL}/videos/watch/${video._id}`);
    expect(page).toContain('https://player.vimeo.com/video/');
  }
});

test('the team page HTML carries the about-us texts, every name and position', async ({
  request,
}) => {
  const text = htmlText(await html(request, '/team'));
  const [about] = await getJson<{ text: string; text_extra: string }[]>(request, '/api/about_us');
  expect(text).toContain(about?.text);
  expect(text).toContain(about?.text_extra);
  const team = await getJson<{ caption: string; text: string }[]>(request, '/api/team');
  for (const member of team) {
    expect(text).toContain(member.caption);
    expect(text).toContain(member.text);
  }
});

test('the location pages HTML carries their texts', async ({ request }) => {
  for (const country of ['Ukraine', 'Georgia', 'Kazakhstan']) {
    const page = await html(request, `/${country}`);
    const text = htmlText(page);
    expect(text).toContain('shooting in');
    expect(text).toContain(`explore ${country}`);
    const paragraphs = [...page.matchAll(/<p[^>]*>([^<]{120,})<\/p>/g)];
    expect(paragraphs.length, country).toBeGreaterThanOrEqual(3);
  }
  const georgia = htmlText(await html(request, '/Georgia'));
  expect(georgia).toContain('20-25%');
  expect(georgia).toContain('above 100K euros');
  expect(htmlText(await html(request, '/Atlantis', 404))).toContain('This country does not exist');
});

test('the gallery and contacts HTML carry their content', async ({ request }) => {
  // A photo's caption is the accessible name of its tile (and the viewer's alt text).
  const gallery = await html(request, '/gallery');
  const { data } = await getJson<{ data: { caption: string }[] }>(request, '/api/photo?page=1');
  expect(data).toHaveLength(12);
  for (const photo of data)
    expect(gallery).toContain(`aria-label="Open ${escapeAttr(photo.caption)} full screen"`);
  const contacts = htmlText(await html(request, '/contacts'));
  for (const city of ['Kyiv', 'Tbilisi', 'Almaty']) expect(contacts).toContain(city);
});

test('the theme is set by a script in <head> before any stylesheet', async ({ request }) => {
  const page = await html(request, '/videos');
  const headEnd = page.indexOf('</head>');
  const script = page.indexOf("document.documentElement.setAttribute('data-theme'");
  const firstStylesheet = page.indexOf('rel="stylesheet"');
  expect(script).toBeGreaterThan(0);
  expect(script).toBeLessThan(headEnd);
  expect(script).toBeLessThan(firstStylesheet);
  expect(page).toContain('localStorage.getItem("theme")');
});

test('/sitemap.xml lists the pages and every video', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const path of [
    '/',
    '/Ukraine',
    '/Georgia',
    '/Kazakhstan',
    '/videos',
    '/gallery',
    '/team',
    '/contacts',
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  const videos = await allVideos(request);
  for (const video of videos) expect(locs).toContain(`${baseURL}/videos/watch/${video._id}`);
  // Every photo page, with its picture (the image extension); every URL has its last change.
  const photos = await getJson<{ data: Array<{ _id: string }>; pages: number }>(request, '/api/photo?page=1');
  for (const photo of photos.data) expect(xml).toMatch(new RegExp(`<loc>${baseURL}/gallery/${photo._id}</loc><lastmod>[^<]+</lastmod><image:image><image:loc>`));
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
  expect(urls.filter((u) => !/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/.test(u))).toEqual([]);
  expect(locs.some((l) => l?.includes('/admin') || l?.includes('/login'))).toBe(false);
});

test('every page the sitemap lists, and each category of work and gallery, has a description of its own', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map((m) => m[1] ?? '')
    .filter((loc) => loc.startsWith(`${baseURL}/`) && !/\.(avif|webp|jpe?g|png)$/.test(loc))
    .map((loc) => loc.slice(baseURL!.length));
  for (const kind of [
    { type: 'videos', list: '/videos' },
    { type: 'gallery', list: '/gallery' },
  ]) {
    const categories = await getJson<Array<{ _id: string; count_items: number }>>(
      request,
      `/api/gallery_category/all/${kind.type === 'videos' ? 'gallery' : 'photo'}`,
    );
    for (const c of categories) if (c.count_items > 0) paths.push(`${kind.list}?category=${c._id}`);
  }
  expect(paths.length).toBeGreaterThan(30);
  const pagesOf = new Map<string, string[]>();
  for (const path of paths) {
    const description = decode(head(await html(request, path)).description) ?? '';
    expect(description.length, path).toBeGreaterThan(10);
    // What a result page shows: a longer text is cut at a word by pageMeta.
    expect(description.length, path).toBeLessThanOrEqual(160);
    pagesOf.set(description, [...(pagesOf.get(description) ?? []), path]);
  }
  expect([...pagesOf].filter(([, shared]) => shared.length > 1)).toEqual([]);
});

test('/robots.txt exists and points at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/favicon.ico, which crawlers and feed readers ask for whatever the page links, is the site icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  const body = await response.body();
  // An ICO file holding one 32 × 32 image (not the 404 page's 40 KB of HTML).
  expect([...body.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
  expect(body.length).toBeLessThan(4096);
});
