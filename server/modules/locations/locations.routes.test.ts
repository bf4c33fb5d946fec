import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { textLimits } from '#shared/limits.ts';
import type { Location } from '#shared/schemas/location.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addCategory, addLocation, expectMissingIds, filesOf, formPost, get, mediaFiles, read, removeOk } from '../../test/factories.ts';
import { jpeg, webp } from '../../test/fixtures.ts';
import { pictureVariants } from '#shared/picture.ts';

const locations = (t: TestApp) => read<Location[]>(t, '/api/locations');
const post = (t: TestApp, url: string, fields: Parameters<typeof formPost>[1]) => t.app.inject(formPost(url, fields, t.token));
const match = (t: TestApp, name: string) => t.app.services.locations.match(name);

/** Expects a 400 whose errors name `field` with `message`, and nothing changed. */
async function expectRefused(t: TestApp, send: () => ReturnType<typeof post>, field: string, message: string) {
  const before = { list: await locations(t), files: mediaFiles(t) };
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
  expect({ list: await locations(t), files: mediaFiles(t) }).toEqual(before);
}

describe('locations', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('add answers 201 {message: success}; the list is in menu order, a new one last, with every field', async () => {
    const category = await addCategory(t, 'photo', 'Yerevan');
    const res = await post(t, '/api/locations/add', {
      name: 'Armenia',
      heading: 'shooting in',
      intro: 'Highlands and tuff',
      paragraphs: JSON.stringify(['First.', 'Second.']),
      facts: JSON.stringify([{ label: 'Our office', value: 'Yerevan' }]),
      seeMoreCategory: category._id,
      heroAlt: 'Mount Ararat at dawn',
      hero: await webp(120, 60),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    await addLocation(t, { name: 'Moldova' });
    const list = await locations(t);
    expect(list.map((l) => l.name)).toEqual(['Armenia', 'Moldova']);
    expect(list[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Armenia',
      path: '/Armenia',
      heading: 'shooting in',
      intro: 'Highlands and tuff',
      paragraphs: ['First.', 'Second.'],
      facts: [{ label: 'Our office', value: 'Yerevan' }],
      hero: {
        image: expect.stringMatching(/^\/media\/locations\/[0-9a-f]{24}\/w120\.webp$/),
        alt: 'Mount Ararat at dawn',
        picture: expect.objectContaining({ width: 120, height: 60 }),
      },
      images: [],
      seeMoreCategory: category._id,
    });
    expect(await read<Location>(t, '/api/locations/Armenia')).toEqual(list[0]);
    expect(await read<Location>(t, '/api/locations/ARMENIA')).toEqual(list[0]);
    const unknown = await t.app.inject(get('/api/locations/Narnia'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.notFound });
  });

  it('refuses an add without a hero like the other image forms, storing nothing', async () => {
    await expectRefused(t, () => post(t, '/api/locations/add', { name: 'Armenia' }), 'hero', messages.noFile.description);
    const res = await post(t, '/api/locations/add', { name: 'Armenia' });
    expect(res.json()).toMatchObject({ message: messages.noFile.title });
    const text = Buffer.from('not an image at all');
    await expectRefused(t, () => post(t, '/api/locations/add', { name: 'Armenia', hero: text }), 'hero', messages.imageTypeAny);
  });

  it('validates the name: required, length, pattern, reserved addresses, taken in any letter case', async () => {
    const hero = await jpeg(20, 10);
    const add = (name: string) => () => post(t, '/api/locations/add', { name, hero });
    await expectRefused(t, add(''), 'name', messages.required);
    await expectRefused(t, add('A'), 'name', messages.minSymbols(2));
    await expectRefused(t, add('A'.repeat(textLimits.locationName + 1)), 'name', messages.maxSymbols(textLimits.locationName));
    await expectRefused(t, add('Ukraine/Kyiv'), 'name', messages.locationNamePattern);
    await expectRefused(t, add('1Georgia'), 'name', messages.locationNamePattern);
    for (const reserved of ['videos', 'Login', 'GALLERY', 'contacts', 'team']) {
      await expectRefused(t, add(reserved), 'name', messages.locationNameReserved);
    }
    await addLocation(t, { name: 'Armenia' });
    await expectRefused(t, add('armenia'), 'name', messages.locationNameTaken);
    // Runs of spaces are one space: no second 'New Zealand' that only reads the same.
    await addLocation(t, { name: 'New   Zealand' });
    expect((await read<Location>(t, `/api/locations/${encodeURIComponent('New Zealand')}`)).name).toBe('New Zealand');
    await expectRefused(t, add('New  Zealand'), 'name', messages.locationNameTaken);
    // Letters of any script, spaces, hyphens and apostrophes are an address.
    for (const name of ['Україна', "Côte d'Ivoire", 'Bosnia-Herzegovina']) await addLocation(t, { name });
    expect((await read<Location>(t, `/api/locations/${encodeURIComponent('україна')}`)).name).toBe('Україна');
  });

  it('takes a typographic apostrophe as the plain one: one name, one address', async () => {
    // ’ is what phones and Macs type for '.
    const jpegHero = await jpeg(20, 10);
    const added = await addLocation(t, { name: 'São Tomé d’Oeste' });
    expect(added).toMatchObject({ name: "São Tomé d'Oeste", path: `/${encodeURIComponent("São Tomé d'Oeste")}` });
    await expectRefused(t, () => post(t, '/api/locations/add', { name: "são tomé d'oeste", hero: jpegHero }), 'name', messages.locationNameTaken);
    await expectRefused(t, () => post(t, '/api/locations/add', { name: 'São Tomé d‘Oeste', hero: jpegHero }), 'name', messages.locationNameTaken);
    // An address typed with either mark finds the page, and is sent on to its own.
    expect(await match(t, 'São Tomé d’Oeste')).toEqual({ kind: 'redirect', name: "São Tomé d'Oeste" });
    expect((await read<Location>(t, `/api/locations/${encodeURIComponent('São Tomé d’Oeste')}`))._id).toBe(added._id);
    // A rename typed with one is stored plain too.
    await post(t, `/api/locations/update/${added._id}`, { name: 'Côte d’Azur' });
    expect((await read<Location>(t, `/api/locations/${encodeURIComponent("Côte d'Azur")}`))._id).toBe(added._id);
  });

  it('validates the texts, the JSON lists and the See more category', async () => {
    const hero = await jpeg(20, 10);
    const add = (fields: Record<string, string>) => () => post(t, '/api/locations/add', { name: 'Armenia', hero, ...fields });
    await expectRefused(t, add({ heading: 'x'.repeat(textLimits.locationHeading + 1) }), 'heading', messages.maxSymbols(textLimits.locationHeading));
    await expectRefused(t, add({ intro: 'x'.repeat(textLimits.locationIntro + 1) }), 'intro', messages.maxSymbols(textLimits.locationIntro));
    await expectRefused(t, add({ heroAlt: 'x'.repeat(textLimits.alt + 1) }), 'heroAlt', messages.maxSymbols(textLimits.alt));
    await expectRefused(t, add({ paragraphs: '["unclosed' }), 'paragraphs', messages.jsonArray);
    await expectRefused(t, add({ paragraphs: JSON.stringify(['']) }), 'paragraphs.0', messages.required);
    await expectRefused(
      t,
      add({ paragraphs: JSON.stringify(Array.from({ length: textLimits.locationParagraphCount + 1 }, () => 'p')) }),
      'paragraphs',
      messages.maxItems(textLimits.locationParagraphCount),
    );
    await expectRefused(t, add({ facts: JSON.stringify([{ label: 'Rebate' }]) }), 'facts.0.value', messages.required);
    const gallery = await addCategory(t, 'gallery', 'Commercials');
    await expectRefused(t, add({ seeMoreCategory: gallery._id }), 'seeMoreCategory', messages.categoryUnknown);
    await expectRefused(t, add({ seeMoreCategory: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), 'seeMoreCategory', messages.categoryUnknown);
  });

  it('update changes only the fields sent; a new hero replaces the old files once the row points at it', async () => {
    const added = await addLocation(t, { name: 'Armenia', intro: 'Before', paragraphs: JSON.stringify(['One']) });
    const oldHero = pictureVariants(added.hero.picture)[0]?.url.split('/').slice(2, 4).join('/') ?? '';
    expect(filesOf(t, oldHero).length).toBeGreaterThan(0);

    const res = await post(t, `/api/locations/update/${added._id}`, { intro: 'After' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: added._id });
    expect(await read<Location>(t, '/api/locations/Armenia')).toEqual({ ...added, intro: 'After' });

    const replaced = await post(t, `/api/locations/update/${added._id}`, { hero: await jpeg(50, 25), heroAlt: 'New hero' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await read<Location>(t, '/api/locations/Armenia');
    expect(after.hero).toMatchObject({ alt: 'New hero', picture: expect.objectContaining({ width: 50 }) });
    expect(after.paragraphs).toEqual(['One']);
    expect(filesOf(t, oldHero)).toEqual([]);

    // A refused hero keeps the stored one and leaves no file.
    const files = mediaFiles(t);
    const bad = await post(t, `/api/locations/update/${added._id}`, { hero: Buffer.from('no image'), intro: 'Lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'hero', message: messages.imageTypeAny }]);
    expect(await read<Location>(t, '/api/locations/Armenia')).toEqual(after);
    expect(mediaFiles(t)).toEqual(files);

    // An empty See more clears it.
    const category = await addCategory(t, 'photo', 'Yerevan');
    await post(t, `/api/locations/update/${added._id}`, { seeMoreCategory: category._id });
    expect((await read<Location>(t, '/api/locations/Armenia')).seeMoreCategory).toBe(category._id);
    await post(t, `/api/locations/update/${added._id}`, { seeMoreCategory: '' });
    expect((await read<Location>(t, '/api/locations/Armenia')).seeMoreCategory).toBeNull();

    await expectMissingIds(t, (id) => formPost(`/api/locations/update/${id}`, { intro: 'x' }, t.token));
  });

  it('renaming keeps the old address as a redirect, until another location takes that name', async () => {
    const armenia = await addLocation(t, { name: 'Armenia' });
    const moldova = await addLocation(t, { name: 'Moldova' });
    expect(await match(t, 'Armenia')).toEqual({ kind: 'found', location: armenia });
    expect(await match(t, 'armenia')).toEqual({ kind: 'redirect', name: 'Armenia' });
    expect(await match(t, 'Narnia')).toEqual({ kind: 'unknown' });

    await expectRefused(t, () => post(t, `/api/locations/update/${armenia._id}`, { name: 'MOLDOVA' }), 'name', messages.locationNameTaken);
    // Its own name in another letter case is no clash.
    expect((await post(t, `/api/locations/update/${armenia._id}`, { name: 'ARMENIA' })).statusCode).toBe(200);
    expect(await match(t, 'Armenia')).toEqual({ kind: 'redirect', name: 'ARMENIA' });

    expect((await post(t, `/api/locations/update/${armenia._id}`, { name: 'Hayastan' })).statusCode).toBe(200);
    expect(await match(t, 'Armenia')).toEqual({ kind: 'redirect', name: 'Hayastan' });
    expect(await match(t, 'armenia')).toEqual({ kind: 'redirect', name: 'Hayastan' });
    expect(await match(t, 'Hayastan')).toMatchObject({ kind: 'found', location: { _id: armenia._id, path: '/Hayastan' } });
    expect((await t.app.inject(get('/api/locations/Armenia'))).statusCode).toBe(404);

    // The old name is free for another location: renaming Moldova to it ends the redirect.
    expect((await post(t, `/api/locations/update/${moldova._id}`, { name: 'Armenia' })).statusCode).toBe(200);
    expect(await match(t, 'Armenia')).toMatchObject({ kind: 'found', location: { _id: moldova._id } });
    expect(await match(t, 'Moldova')).toEqual({ kind: 'redirect', name: 'Armenia' });
    // And a new location may take a former name too.
    await addLocation(t, { name: 'moldova' });
    expect(await match(t, 'moldova')).toMatchObject({ kind: 'found', location: { name: 'moldova' } });
    // The menu's names-only read follows every rename, in menu order.
    const menu = (await locations(t)).map(({ name, path }) => ({ name, path }));
    expect(menu.map((l) => l.name)).toEqual(['Hayastan', 'Armenia', 'moldova']);
    expect(await t.app.services.locations.links()).toEqual(menu);
  });

  it('remove takes the location, its images and its former names to the trash; every file goes when it is purged', async () => {
    const armenia = await addLocation(t, { name: 'Armenia' });
    const res = await post(t, `/api/locations/${armenia._id}/images/add`, { alt: 'Tuff', image: [await jpeg(30, 20), await jpeg(30, 20)] });
    expect(res.statusCode, res.body).toBe(201);
    await post(t, `/api/locations/update/${armenia._id}`, { name: 'Hayastan' });
    const kept = await addLocation(t, { name: 'Moldova' });
    const keptFiles = mediaFiles(t).filter((f) => kept.hero.image.includes(f.split('/')[1] ?? '-'));
    expect(keptFiles.length).toBeGreaterThan(0);

    await removeOk(t, `/api/locations/remove/${armenia._id}`);
    expect((await locations(t)).map((l) => l.name)).toEqual(['Moldova']);
    expect(await match(t, 'Armenia')).toEqual({ kind: 'unknown' });
    expect(mediaFiles(t).length).toBeGreaterThan(keptFiles.length);
    await removeOk(t, `/api/trash/remove/${armenia._id}`);
    expect(mediaFiles(t)).toEqual(keptFiles);
    const rows = await t.app.inject(get(`/api/locations/${armenia._id}/images/remove/${armenia._id}`, t.token));
    expect(rows.statusCode).toBe(404);
    await expectMissingIds(t, (id) => get(`/api/locations/remove/${id}`, t.token));
  });

  it('a write shows in the next read at once (the public cache is dropped)', async () => {
    expect(await locations(t)).toEqual([]);
    const armenia = await addLocation(t, { name: 'Armenia' });
    expect((await read<Location>(t, '/api/locations/Armenia')).intro).toBe('Highlands');
    await post(t, `/api/locations/update/${armenia._id}`, { intro: 'Changed' });
    expect((await locations(t))[0]?.intro).toBe('Changed');
    expect((await read<Location>(t, '/api/locations/Armenia')).intro).toBe('Changed');
    await post(t, `/api/locations/${armenia._id}/images/add`, { image: await jpeg() });
    expect((await read<Location>(t, '/api/locations/armenia')).images).toHaveLength(1);
    await removeOk(t, `/api/locations/remove/${armenia._id}`);
    expect(await locations(t)).toEqual([]);
    expect((await t.app.inject(get('/api/locations/Armenia'))).statusCode).toBe(404);
  });

  it('every write needs the token', async () => {
    const armenia = await addLocation(t, { name: 'Armenia' });
    await post(t, `/api/locations/${armenia._id}/images/add`, { image: await jpeg() });
    const imageId = (await locations(t))[0]?.images[0]?._id ?? '';
    const reads = ['/api/locations', '/api/locations/Armenia'];
    const hero = await jpeg();
    await expectUnauthorized(t, formPost('/api/locations/add', { name: 'Moldova', hero }), reads);
    await expectUnauthorized(t, formPost(`/api/locations/update/${armenia._id}`, { intro: 'x', hero }), reads);
    await expectUnauthorized(t, get(`/api/locations/remove/${armenia._id}`), reads);
    await expectUnauthorized(t, formPost(`/api/locations/${armenia._id}/images/add`, { image: hero }), reads);
    await expectUnauthorized(t, formPost(`/api/locations/${armenia._id}/images/update/${imageId}`, { alt: 'x' }), reads);
    await expectUnauthorized(t, get(`/api/locations/${armenia._id}/images/remove/${imageId}`), reads);
    await expectUnauthorized(t, formPost(`/api/locations/${armenia._id}/images/order`, { list: JSON.stringify([imageId]) }), reads);
  });
});
