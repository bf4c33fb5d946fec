import { expect, htmlText, test } from './fixtures.ts';

test('the empty home page HTML says "No slides" and has its title', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const page = await response.text();
  expect(page).toContain('<title>Film Production</title>');
  expect(htmlText(page)).toContain('No slides');
  expect(htmlText(page)).toContain('No additional information');
  expect(htmlText(await (await request.get('/videos')).text())).toContain('No videos');
  expect(htmlText(await (await request.get('/gallery')).text())).toContain('No photos');
});

test('the sitemap of an empty site lists the pages and no video', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}/videos</loc>`);
  // An empty site has no location pages until the administrator adds one.
  expect(xml).not.toContain(`<loc>${baseURL}/Georgia</loc>`);
  expect(xml).not.toContain('/videos/watch/');
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
});
