import sharp from 'sharp';
import { e2eAdmin } from '../playwright.config.ts';
import {
  desktop,
  expect,
  footer,
  getJson,
  header,
  mobile,
  test,
  waitForHydration,
} from './fixtures.ts';

for (const { name, size } of [
  { name: '1280x800', size: desktop },
  { name: '390x844', size: mobile },
]) {
  test.describe(`empty home at ${name}`, () => {
    test.use({ viewport: size });

    test('says "No slides" and "No additional information", without indicators', async ({
      page,
      visit,
    }) => {
      await visit('/');
      const slider = page.getByRole('region', { name: 'Featured work' });
      await expect(slider.getByRole('heading', { name: 'No slides' })).toBeVisible();
      await expect(slider.getByText('No additional information')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
      await expect(footer(page)).toHaveCount(0);
      await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  });
}

test('a single slide shows without indicators or arrows', async ({ page, visit, request }) => {
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { 'X-Access-Token': token };
  const image = await sharp({
    create: { width: 960, height: 540, channels: 3, background: '#3b5166' },
  })
    .png()
    .toBuffer();
  const added = await request.post('/api/slider/add', {
    headers,
    multipart: {
      caption: 'Only slide',
      text: 'Client: e2e',
      transparency: '10',
      image: { name: 'only.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const [slide] = await getJson<{ _id: string }[]>(request, '/api/slider');
  try {
    await page.setViewportSize(desktop);
    await visit('/');
    const slider = page.getByRole('region', { name: 'Featured work' });
    await expect(slider.getByRole('heading', { name: 'Only slide' })).toBeVisible();
    await expect(slider.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    // No videoId: the slide is not a link.
    await expect(slider.getByRole('link')).toHaveCount(0);
  } finally {
    const removed = await request.get(`/api/slider/remove/${slide?._id}`, { headers });
    expect(removed.status()).toBe(200);
  }
  // Pages may be kept by the browser for a minute (server/web/react-router-handler.ts): reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'No slides' })).toBeVisible();
});
