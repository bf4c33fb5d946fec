import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Location } from '#shared/schemas/location.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addLocation, expectMissingIds, formPost, get, mediaFiles, read, removeOk, unknownId } from '../../test/factories.ts';
import { jpeg, png, webp } from '../../test/fixtures.ts';
import { locationImagesPerRequest } from './locations.routes.ts';

const byName = (t: TestApp, name: string) => read<Location>(t, `/api/locations/${name}`);
const post = (t: TestApp, url: string, fields: Parameters<typeof formPost>[1]) => t.app.inject(formPost(url, fields, t.token));
/** The storage folder (`locations/<id>`) of an image url. */
const folderOf = (url: string) => url.split('/').slice(2, 4).join('/');

describe('location carousel', () => {
  let t: TestApp;
  let armenia: Location;
  beforeEach(async () => {
    t = await buildTestApp();
    armenia = await addLocation(t, { name: 'Armenia' });
  });
  afterEach(async () => {
    await t.close();
  });

  const addImages = (fields: Parameters<typeof formPost>[1], location = armenia) =>
    post(t, `/api/locations/${location._id}/images/add`, fields);

  it('takes several files in one request, in the order sent, each with the alt text; later ones go last', async () => {
    const res = await addImages({ alt: 'Tuff houses', image: [await jpeg(30, 20), await png(40, 20), await webp(50, 20)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await addImages({ image: await jpeg(60, 20) })).statusCode).toBe(201);

    const { images } = await byName(t, 'Armenia');
    expect(images.map((i) => [i.picture.width, i.alt])).toEqual([
      [30, 'Tuff houses'],
      [40, 'Tuff houses'],
      [50, 'Tuff houses'],
      [60, ''],
    ]);
    expect(images[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      image: expect.stringMatching(/^\/media\/locations\/[0-9a-f]{24}\/w30\.webp$/),
      alt: 'Tuff houses',
      picture: expect.objectContaining({ width: 30, height: 20 }),
    });
    expect((await read<Location[]>(t, '/api/locations'))[0]?.images).toEqual(images);
  });

  it('is all or nothing: one bad file among several keeps none of them and leaves no file', async () => {
    const before = { location: await byName(t, 'Armenia'), files: mediaFiles(t) };
    // Refused from its first bytes, while the form is read.
    const notImage = await addImages({ image: [await jpeg(30, 20), Buffer.from('plain text, not an image'), await jpeg(40, 20)] });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ errors: [{ field: 'image', message: messages.imageTypeAny }] });
    // Refused by the pipeline after the first files were stored: a JPEG cut after its header.
    const cut = (await jpeg(80, 60)).subarray(0, 200);
    const broken = await addImages({ image: [await jpeg(30, 20), await jpeg(40, 20), cut] });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errors: [{ field: 'image' }] });
    expect({ location: await byName(t, 'Armenia'), files: mediaFiles(t) }).toEqual(before);
  });

  it('refuses a request without a file, or with more files than one request takes', async () => {
    const none = await addImages({ alt: 'Nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: messages.noFile.title, errors: [{ field: 'image', message: messages.noFile.description }] });
    const many = await Promise.all(Array.from({ length: locationImagesPerRequest + 1 }, () => jpeg(20, 10)));
    const tooMany = await addImages({ image: many });
    expect(tooMany.statusCode).toBe(400);
    expect((await byName(t, 'Armenia')).images).toEqual([]);
    expect(mediaFiles(t).filter((f) => !f.startsWith(`${folderOf(armenia.hero.image)}/`))).toEqual([]);
    const small = await jpeg(20, 10);
    await expectMissingIds(t, (id) => formPost(`/api/locations/${id}/images/add`, { image: small }, t.token));
  });

  it('edits an image’s alt text; an image of another location is not found there', async () => {
    await addImages({ image: [await jpeg(30, 20), await jpeg(40, 20)] });
    const moldova = await addLocation(t, { name: 'Moldova' });
    await addImages({ image: await jpeg(50, 20) }, moldova);
    const [first, second] = (await byName(t, 'Armenia')).images;
    const foreign = (await byName(t, 'Moldova')).images[0]?._id;

    const res = await post(t, `/api/locations/${armenia._id}/images/update/${second?._id}`, { alt: 'Cascade stairs, Yerevan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: second?._id });
    expect((await byName(t, 'Armenia')).images.map((i) => i.alt)).toEqual(['', 'Cascade stairs, Yerevan']);

    for (const url of [
      `/api/locations/${armenia._id}/images/update/${foreign}`,
      `/api/locations/${moldova._id}/images/update/${first?._id}`,
      `/api/locations/${armenia._id}/images/update/${unknownId}`,
      `/api/locations/${unknownId}/images/update/${first?._id}`,
      `/api/locations/${armenia._id}/images/update/not-an-id`,
    ]) {
      const missing = await post(t, url, { alt: 'x' });
      expect(missing.statusCode, url).toBe(404);
    }
    expect((await byName(t, 'Moldova')).images[0]?.alt).toBe('');
  });

  it('removes one image (its files go when it is purged from the trash); another location’s image is not found there', async () => {
    await addImages({ image: [await jpeg(30, 20), await jpeg(40, 20)] });
    const moldova = await addLocation(t, { name: 'Moldova' });
    await addImages({ image: await jpeg(50, 20) }, moldova);
    const [first, second] = (await byName(t, 'Armenia')).images;
    const foreign = (await byName(t, 'Moldova')).images[0];

    const missing = await t.app.inject(get(`/api/locations/${armenia._id}/images/remove/${foreign?._id}`, t.token));
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject(get(`/api/locations/${armenia._id}/images/remove/${unknownId}`, t.token))).statusCode).toBe(404);
    expect((await t.app.inject(get(`/api/locations/${unknownId}/images/remove/${first?._id}`, t.token))).statusCode).toBe(404);

    await removeOk(t, `/api/locations/${armenia._id}/images/remove/${first?._id}`);
    expect((await byName(t, 'Armenia')).images).toEqual([second]);
    await removeOk(t, `/api/trash/remove/${first?._id}`);
    expect(mediaFiles(t).filter((f) => f.startsWith(`${folderOf(first?.image ?? '')}/`))).toEqual([]);
    expect(mediaFiles(t).some((f) => f.startsWith(`${folderOf(foreign?.image ?? '')}/`))).toBe(true);
    // HEAD is no removal.
    expect((await t.app.inject({ method: 'HEAD', url: `/api/locations/${armenia._id}/images/remove/${second?._id}`, headers: { 'x-access-token': t.token } })).statusCode).toBe(404);
    expect((await byName(t, 'Armenia')).images).toEqual([second]);
  });

  it('orders the carousel; the list must be exactly the location’s images, each once', async () => {
    await addImages({ image: [await jpeg(30, 20), await jpeg(40, 20), await jpeg(50, 20)] });
    const moldova = await addLocation(t, { name: 'Moldova' });
    await addImages({ image: await jpeg(60, 20) }, moldova);
    const ids = (await byName(t, 'Armenia')).images.map((i) => i._id);
    const [a = '', b = '', c = ''] = ids;
    const foreign = (await byName(t, 'Moldova')).images[0]?._id ?? '';
    const order = (list: unknown, location = armenia) =>
      post(t, `/api/locations/${location._id}/images/order`, { list: typeof list === 'string' ? list : JSON.stringify(list) });

    const res = await order([c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect((await byName(t, 'Armenia')).images.map((i) => i._id)).toEqual([c, a, b]);

    for (const wrong of [[c, a], [c, a, b, foreign], [c, a, a], [c, a, foreign], []]) {
      const refused = await order(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field: 'list' }] });
    }
    const notJson = await order('[not json');
    expect(notJson.json()).toMatchObject({ errors: [{ field: 'list', message: messages.jsonArray }] });
    expect((await byName(t, 'Armenia')).images.map((i) => i._id)).toEqual([c, a, b]);
    // A new image goes last after an ordering too.
    await addImages({ image: await jpeg(70, 20) });
    expect((await byName(t, 'Armenia')).images.map((i) => i.picture.width)).toEqual([50, 30, 40, 70]);
    expect((await order([foreign], moldova)).statusCode).toBe(200);
    await expectMissingIds(t, (id) => formPost(`/api/locations/${id}/images/order`, { list: JSON.stringify(ids) }, t.token));
  });
});
