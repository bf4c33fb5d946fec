import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import { type Cleanup, expect, expectToast, open, test, unique, type ImagePart } from './admin-fixtures.ts';
import { footer, header } from './fixtures.ts';

/** A logo with a script inside: the site must show it only as pixels. */
const svgLogo: ImagePart = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><script>window.__hacked = true</script><rect width="160" height="40" rx="6" fill="#b5813f"/><circle cx="20" cy="20" r="10" fill="#fff"/></svg>',
  ),
};

async function readSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteSettings;
}

/** Puts the settings back as they were (the other demo specs expect the demo company). */
async function restore(request: APIRequestContext, token: string, before: SiteSettings): Promise<void> {
  const response = await request.post('/api/settings/update', {
    headers: { 'X-Access-Token': token },
    multipart: {
      companyName: before.companyName,
      description: before.description,
      offices: JSON.stringify(before.offices),
      social: JSON.stringify(before.social),
      removeLogo: 'true',
      removeShareImage: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The settings now, put back after the test whatever it changed. */
async function keepSettings(request: APIRequestContext, token: string, cleanup: Cleanup): Promise<SiteSettings> {
  const before = await readSettings(request);
  cleanup(() => restore(request, token, before));
  return before;
}

/** Opens /contacts as the admin and the Site settings modal on it. */
async function openSettings(page: Page) {
  await open(page, '/contacts', page.getByRole('button', { name: 'Site settings' }));
  await page.getByRole('button', { name: 'Site settings' }).click();
  return page.getByRole('dialog', { name: 'Site settings' });
}

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

test.describe('site settings, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('edits the company, logo, offices and links, and every page shows them at once', async ({
    adminPage: page,
    adminToken,
    request,
    cleanup,
  }) => {
    await keepSettings(request, adminToken, cleanup);
    const name = unique('Northwind Films');
    const description = 'Northwind Films shoots commercials and features across the Caucasus.';

    const dialog = await openSettings(page);
    await expect(page.locator('path.leaflet-interactive')).toHaveCount(3);

    // The shared rules, in the browser: a map position out of range, a plain-http link.
    await dialog.getByLabel('Latitude').first().fill('95');
    await dialog.getByLabel('LinkedIn').fill('http://linkedin.com/company/northwind');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
    await expect(dialog.getByText('Must be an https:// address')).toBeVisible();

    await dialog.getByLabel('Latitude').first().fill('50.4501');
    await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/northwind');
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Logo', { exact: true }).setInputFiles(svgLogo);
    await dialog.getByLabel('Logo alt text').fill(`${name} logo`);
    await dialog.getByRole('button', { name: 'Remove office 3' }).click();
    await dialog.getByLabel('City').first().fill('Kyiv-Podil');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();

    // At once, without a reload: header logo, contacts offices and markers, page title.
    await expect(header(page).getByRole('link', { name: `${name} logo` })).toBeVisible();
    const logo = header(page).getByRole('img', { name: `${name} logo` });
    await expect(logo).toHaveAttribute('src', /\.webp$/);
    await expect(page.getByRole('heading', { level: 2, name: /Kyiv-Podil/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Almaty/ })).toHaveCount(0);
    await expect(page.locator('path.leaflet-interactive')).toHaveCount(2);
    await expect(page).toHaveTitle(`Contacts | ${name}`);
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();

    const saved = await readSettings(request);
    expect(saved).toMatchObject({ companyName: name, description, logo: { alt: `${name} logo` } });
    expect(saved.offices.map((o) => o.city)).toEqual(['Kyiv-Podil', 'Tbilisi']);
    expect(saved.social.map((s) => s.network)).toEqual(['instagram', 'vimeo', 'facebook', 'linkedin']);

    // Another page: the footer's name, offices and icons; the head's name and description.
    await page.goto('/team');
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ${name}`);
    await expect(footer(page).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/northwind');
    await expect(footer(page).getByRole('list', { name: 'Offices' }).getByRole('listitem')).toHaveCount(2);
    await expect(page).toHaveTitle(`Team | ${name}`);
    expect(await metaContent(page, 'meta[property="og:site_name"]')).toBe(name);
    await page.goto('/');
    await expect(page).toHaveTitle(name);
    expect(await metaContent(page, 'meta[name="description"]')).toBe(description);
  });
});

/** Matches a text anywhere in a longer one (an accessible description is hint and error). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('site settings, a refusal inside a list', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a server error inside an office or a link shows under its field, focused', async ({
    adminPage: page,
    adminToken,
    request,
    cleanup,
  }) => {
    const before = await keepSettings(request, adminToken, cleanup);
    const dialog = await openSettings(page);
    const save = dialog.getByRole('button', { name: 'Save' });
    const notifications = page.locator('[data-sonner-toast]');

    // Text pasted from some programs carries U+0000: the server refuses it (server/http/nul-guard.ts),
    // naming the place inside the list sent (`offices.1.phone`, `social.2.url`), which the form's
    // own rules do not check.
    const phone = dialog.getByLabel('Phone').nth(1);
    const phoneText = await phone.inputValue();
    const facebook = dialog.getByLabel('Facebook');
    const facebookUrl = await facebook.inputValue();
    expect(facebookUrl).not.toBe('');
    await phone.fill(`${phoneText}\u0000`);
    await facebook.fill(`${facebookUrl}\u0000`);

    await save.click();
    await expect(phone).toHaveAccessibleDescription(containing(messages.nulCharacter));
    await expect(phone).toBeFocused();
    await expect(dialog.getByText(messages.nulCharacter)).toBeInViewport();
    await expect(notifications).toHaveCount(0);
    expect(await readSettings(request)).toEqual(before);

    await phone.fill(phoneText);
    await save.click();
    // The link is the third one sent; the form knows it by its network.
    await expect(facebook).toHaveAccessibleDescription(containing(messages.nulCharacter));
    await expect(facebook).toBeFocused();
    await expect(notifications).toHaveCount(0);
    expect(await readSettings(request)).toEqual(before);

    await facebook.fill(facebookUrl);
    await save.click();
    await expectToast(page, 'Edited successfully');
    await expect(dialog).toBeHidden();
    expect(await readSettings(request)).toEqual(before);
  });
});

test.describe('site settings, visitors', () => {
  test('a visitor gets no settings button and no admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await open(page, '/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Site settings' })).toHaveCount(0);
    expect(scripts.filter((u) => /edit-site-settings|settings-api/.test(u))).toEqual([]);
  });
});
