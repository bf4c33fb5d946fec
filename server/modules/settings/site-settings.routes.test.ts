import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Office, SiteSettings } from '#shared/schemas/settings.ts';
import { defaultCompanyName } from '../../db/migrations/0005-site-settings.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { formPost, get, jsonPost, mediaFiles, read, type Fields } from '../../test/factories.ts';
import { jpeg, png, webp } from '../../test/fixtures.ts';
import { pictureVariants } from '#shared/picture.ts';

const update = (fields: Fields, token?: string, filename?: string) => formPost('/api/settings/update', fields, token, filename);
const settingsOf = (t: TestApp) => read<SiteSettings>(t, '/api/settings');

const kyiv: Office = {
  country: 'Ukraine',
  city: 'Kyiv',
  address: '14 Yaroslaviv Val St\nKyiv 01054',
  phone: '+380 44 390 21 75\n+380 67 218 40 19',
  email: 'kyiv@example.com',
  lat: 50.45136,
  lng: 30.50824,
};
const offices = (...list: object[]) => JSON.stringify(list);

/** An SVG logo with a script in it: what must never reach a visitor's browser as SVG. */
const svgLogo = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50">
  <script>alert(document.cookie)</script>
  <rect width="200" height="50" rx="8" fill="#c33"/>
  <circle cx="25" cy="25" r="15" fill="#fff"/>
</svg>`,
);

describe('site settings', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/settings starts neutral without demo content: a company name, no logo, no offices, no links', async () => {
    const settings = await settingsOf(t);
    expect(settings).toMatchObject({ companyName: defaultCompanyName, logo: null, shareImage: null, offices: [], social: [] });
    expect(settings.description.length).toBeGreaterThanOrEqual(10);
  });

  it('an update answers 200 {status: 200}; fields it leaves out keep their values; the cached read shows it at once', async () => {
    await settingsOf(t); // cached now
    const res = await t.app.inject(
      update(
        {
          companyName: 'Northern Light Films',
          description: 'Service production in the north.',
          offices: offices(kyiv),
          social: JSON.stringify([{ network: 'linkedin', url: 'https://www.linkedin.com/company/northern' }]),
        },
        t.token,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect(await settingsOf(t)).toMatchObject({
      companyName: 'Northern Light Films',
      description: 'Service production in the north.',
      offices: [kyiv],
      social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/northern' }],
    });

    expect((await t.app.inject(jsonPost('/api/settings/update', { companyName: 'Renamed Films' }, t.token))).statusCode).toBe(200);
    expect(await settingsOf(t)).toMatchObject({
      companyName: 'Renamed Films',
      description: 'Service production in the north.',
      offices: [kyiv],
      social: [{ network: 'linkedin' }],
    });
    // An empty list is a value too: the offices go, the rest stays.
    expect((await t.app.inject(update({ offices: '[]' }, t.token))).statusCode).toBe(200);
    expect(await settingsOf(t)).toMatchObject({ companyName: 'Renamed Films', offices: [], social: [{ network: 'linkedin' }] });
  });

  it.each([
    ['an empty company name', { companyName: '  ' }, 'companyName', messages.required],
    ['a one-letter company name', { companyName: 'A' }, 'companyName', messages.minSymbols(2)],
    ['a long company name', { companyName: 'k'.repeat(textLimits.companyName + 1) }, 'companyName', messages.maxSymbols(textLimits.companyName)],
    ['a short description', { description: 'Films' }, 'description', messages.minSymbols(10)],
    ['a long description', { description: 'k'.repeat(textLimits.siteDescription + 1) }, 'description', messages.maxSymbols(textLimits.siteDescription)],
    ['offices that are not JSON', { offices: 'Kyiv, Tbilisi' }, 'offices', messages.jsonArray],
    ['an office without a city', { offices: offices({ ...kyiv, city: '' }) }, 'offices.0.city', messages.required],
    ['a latitude past 90', { offices: offices({ ...kyiv, lat: 91 }) }, 'offices.0.lat', messages.latitudeRange],
    ['a latitude as text', { offices: offices({ ...kyiv, lat: 'north' }) }, 'offices.0.lat', messages.latitudeRange],
    ['a longitude past -180', { offices: offices(kyiv, { ...kyiv, lng: -180.5 }) }, 'offices.1.lng', messages.longitudeRange],
    ['a bad office e-mail', { offices: offices({ ...kyiv, email: 'kyiv at example' }) }, 'offices.0.email', messages.emailInvalid],
    ['a long address', { offices: offices({ ...kyiv, address: 'k'.repeat(textLimits.officeAddress + 1) }) }, 'offices.0.address', messages.maxSymbols(textLimits.officeAddress)],
    [
      'too many offices',
      { offices: offices(...Array.from({ length: textLimits.officeCount + 1 }, () => kyiv)) },
      'offices',
      messages.maxItems(textLimits.officeCount),
    ],
    ['a plain http link', { social: JSON.stringify([{ network: 'vimeo', url: 'http://vimeo.com/x' }]) }, 'social.0.url', messages.urlInvalid],
    [
      'two links for one network',
      {
        social: JSON.stringify([
          { network: 'vimeo', url: 'https://vimeo.com/a' },
          { network: 'vimeo', url: 'https://vimeo.com/b' },
        ]),
      },
      'social',
      messages.socialNetworkTwice,
    ],
    ['a long alt text', { logoAlt: 'k'.repeat(textLimits.alt + 1) }, 'logoAlt', messages.maxSymbols(textLimits.alt)],
  ])('refuses %s with 400 and the field message, changing nothing', async (_label, fields, field, message) => {
    const before = await settingsOf(t);
    const res = await t.app.inject(update({ companyName: 'A valid name', ...fields }, t.token));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await settingsOf(t)).toEqual(before);
  });

  it('refuses the update without a valid token', async () => {
    await expectUnauthorized(t, update({ companyName: 'Hacked Films', logo: await png(40, 20) }), ['/api/settings']);
  });

  it('rasterizes an SVG logo: the stored variants are AVIF and WebP, no SVG (or its script) is kept or served', async () => {
    const res = await t.app.inject(update({ logo: svgLogo, logoAlt: 'Red badge' }, t.token, 'logo.svg'));
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = await settingsOf(t);
    expect(logo).toMatchObject({ alt: 'Red badge' });
    // Drawn at 960 px on its longer side, keeping the 4:1 shape.
    expect(logo?.picture).toMatchObject({ width: 960, height: 240 });
    expect(new Set(logo ? pictureVariants(logo.picture).map((v) => v.format) : [])).toEqual(new Set(['avif', 'webp']));
    const files = mediaFiles(t).filter((f) => f.startsWith('settings/'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /\.(avif|webp)$/.test(f))).toBe(true);
    const served = await t.app.inject(get(new URL(logo?.image ?? '', 'http://x').pathname));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('takes a PNG logo, refuses other logo types under the logo field, and removeLogo goes back to the wordmark', async () => {
    for (const [file, name] of [
      [await jpeg(40, 20), 'logo.jpg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'logo.svg'],
    ] as const) {
      const refused = await t.app.inject(update({ logo: file }, t.token, name));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field: 'logo', message: messages.logoType }] });
    }
    expect(mediaFiles(t)).toEqual([]);

    expect((await t.app.inject(update({ logo: await png(400, 100) }, t.token, 'logo.png'))).statusCode).toBe(200);
    const first = (await settingsOf(t)).logo;
    expect(first?.picture.width).toBe(400);
    const firstFiles = mediaFiles(t);

    // A new logo replaces the old one's files.
    expect((await t.app.inject(update({ logo: svgLogo }, t.token, 'logo.svg'))).statusCode).toBe(200);
    expect(mediaFiles(t).some((f) => firstFiles.includes(f))).toBe(false);

    expect((await t.app.inject(update({ removeLogo: 'true' }, t.token))).statusCode).toBe(200);
    expect((await settingsOf(t)).logo).toBeNull();
    expect(mediaFiles(t)).toEqual([]);
  });

  it('stores a JPEG or PNG share image like a photo (WebP refused) and removes it on removeShareImage', async () => {
    const refused = await t.app.inject(update({ shareImage: await webp(1200, 630) }, t.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'shareImage', message: messages.imageType }] });

    const res = await t.app.inject(update({ shareImage: await jpeg(1200, 630), shareImageAlt: 'Crew on set' }, t.token));
    expect(res.statusCode, res.body).toBe(200);
    const { shareImage, logo } = await settingsOf(t);
    expect(logo).toBeNull();
    expect(shareImage).toMatchObject({ alt: 'Crew on set', picture: { width: 1200, height: 630 } });
    expect(mediaFiles(t).every((f) => f.startsWith('settings/'))).toBe(true);

    expect((await t.app.inject(update({ removeShareImage: 'true' }, t.token))).statusCode).toBe(200);
    expect((await settingsOf(t)).shareImage).toBeNull();
    expect(mediaFiles(t)).toEqual([]);
  });

  it('a failing image leaves the old settings and no new file, even when the other image was good', async () => {
    expect((await t.app.inject(update({ companyName: 'Kept Films', logo: await png(300, 100) }, t.token))).statusCode).toBe(200);
    const before = await settingsOf(t);
    const files = mediaFiles(t);
    // A JPEG signature and nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
    const res = await t.app.inject(
      update({ companyName: 'Lost Films', offices: offices(kyiv), logo: svgLogo, shareImage: broken }, t.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'shareImage', message: messages.imageUnreadable }] });
    expect(await settingsOf(t)).toEqual(before);
    expect(mediaFiles(t)).toEqual(files);
  });

  it('SVG stays refused everywhere but the logo', async () => {
    const res = await t.app.inject(formPost('/api/photo/add', { caption: 'Vector', image: svgLogo }, t.token, 'photo.svg'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'image', message: messages.imageType }] });
    expect(mediaFiles(t)).toEqual([]);
  });
});
