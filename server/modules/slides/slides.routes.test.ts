import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addSlide,
  addVideo,
  expectMissingIds,
  filesOf,
  formPost,
  get,
  mediaFiles,
  read,
  removeOk,
} from '../../test/factories.ts';
import { eachAppWithFakeVimeo } from '../../test/fake-vimeo.ts';
import { jpeg, png } from '../../test/fixtures.ts';

const slides = (t: TestApp) => read<Slide[]>(t, '/api/slider');
const fieldsOf = (s: Slide) => ({
  caption: s.caption,
  text: s.text,
  transparency: String(s.transparency),
  videoId: s.videoId ?? '',
});

describe('slides', () => {
  let t: TestApp;
  eachAppWithFakeVimeo((app) => (t = app));

  it('add answers 201 {message: success}; the slide is listed with its stored image', async () => {
    const res = await t.app.inject(
      formPost(
        '/api/slider/add',
        {
          caption: 'Project X',
          text: 'Client Y',
          transparency: '40',
          image: await jpeg(1600, 900),
        },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    const [slide] = await slides(t);
    expect(slide).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      caption: 'Project X',
      text: 'Client Y',
      transparency: 40,
      videoId: null,
      image: expect.stringMatching(/^\/media\/slides\/[0-9a-f]{24}\/w960\.webp$/),
      imageId: expect.stringMatching(/^slides\/[0-9a-f]{24}$/),
    });
    expect(filesOf(t, slide?.imageId ?? '-').length).toBeGreaterThan(0);
    const served = await t.app.inject({ method: 'GET', url: slide?.image ?? '-' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('transparency defaults to 0 and slides are listed newest first', async () => {
    const first = await addSlide(t, { caption: 'First' });
    const second = await addSlide(t, { caption: 'Second' }, await png());
    expect(first.transparency).toBe(0);
    expect((await slides(t)).map((s) => s._id)).toEqual([second._id, first._id]);
  });

  it('update answers 200 {status, _id}; without a file the image is kept', async () => {
    const slide = await addSlide(t, { caption: 'Old caption', transparency: '10' });
    const res = await t.app.inject(
      formPost(
        `/api/slider/update/${slide._id}`,
        { caption: 'New caption', text: 'New client', transparency: '75' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: slide._id });
    expect(await slides(t)).toEqual([
      { ...slide, caption: 'New caption', text: 'New client', transparency: 75 },
    ]);
    expect(filesOf(t, slide.imageId).length).toBeGreaterThan(0);
  });

  it('a transparency-only edit changes nothing else', async () => {
    const slide = await addSlide(t, { caption: 'Project', text: 'Client', transparency: '20' });
    const res = await t.app.inject(
      formPost(
        `/api/slider/update/${slide._id}`,
        { ...fieldsOf(slide), transparency: '90' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await slides(t)).toEqual([{ ...slide, transparency: 90 }]);
  });

  it('changing the image stores the new file and deletes the old files', async () => {
    const slide = await addSlide(t, { caption: 'Project' });
    const res = await t.app.inject(
      formPost(
        `/api/slider/update/${slide._id}`,
        { ...fieldsOf(slide), image: await png(300, 200) },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    const [after] = await slides(t);
    expect(after?.image).not.toBe(slide.image);
    expect(after?.imageId).not.toBe(slide.imageId);
    expect(filesOf(t, after?.imageId ?? '-').length).toBeGreaterThan(0);
    expect(filesOf(t, slide.imageId)).toEqual([]);
    expect(
      mediaFiles(t).every((f) => f.startsWith(`${after?.imageId}/`) || f.startsWith('logos')),
    ).toBe(true);
  });

  it('changing the image without a file is refused with Missed image', async () => {
    const slide = await addSlide(t);
    for (const image of ['', 'null']) {
      const res = await t.app.inject(
        formPost(
          `/api/slider/update/${slide._id}`,
          { ...fieldsOf(slide), caption: 'Changed', image },
          t.token,
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: messages.missedImage.title,
        errors: [{ field: 'image', message: 'You should upload some image' }],
      });
    }
    expect(await slides(t)).toEqual([slide]);
  });

  it('add without an image is refused with Missed image / You should upload some image', async () => {
    const res = await t.app.inject(
      formPost('/api/slider/add', { caption: 'No picture', transparency: '10' }, t.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Missed image',
      errors: [{ field: 'image', message: messages.missedImage.description }],
    });
    expect(await slides(t)).toEqual([]);
  });

  it.each(['-1', '101', '50.5', 'dark'])(
    'refuses transparency %s on add and update, storing nothing',
    async (transparency) => {
      const slide = await addSlide(t, { transparency: '30' });
      const files = mediaFiles(t);
      for (const request of [
        formPost('/api/slider/add', { transparency, image: await jpeg() }, t.token),
        formPost(`/api/slider/update/${slide._id}`, { ...fieldsOf(slide), transparency }, t.token),
      ]) {
        const res = await t.app.inject(request);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: messages.transparencyRange,
          errors: [{ field: 'transparency', message: messages.transparencyRange }],
        });
      }
      expect(await slides(t)).toEqual([slide]);
      expect(mediaFiles(t)).toEqual(files);
    },
  );

  it('links a slide to a video, refuses an unknown one, and clears the link when the video is deleted', async () => {
    const category = await addCategory(t, 'gallery', 'Ads');
    const video = await addVideo(t, { category: category._id });
    const linked = await addSlide(t, { caption: 'Linked', videoId: video._id });
    expect(linked.videoId).toBe(video._id);
    for (const videoId of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'abc']) {
      const res = await t.app.inject(
        formPost('/api/slider/add', { videoId, image: await jpeg() }, t.token),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'videoId', message: messages.videoUnknown }],
      });
    }
    expect(await slides(t)).toEqual([linked]);
    expect((await t.app.inject(get(`/api/gallery/remove/${video._id}`, t.token))).statusCode).toBe(
      200,
    );
    expect(await slides(t)).toEqual([{ ...linked, videoId: null }]);
  });

  it('remove answers 200 {message, status} and moves the slide to the trash; its files go when it is purged', async () => {
    const gone = await addSlide(t, { caption: 'Gone' });
    const kept = await addSlide(t, { caption: 'Kept' });
    await removeOk(t, `/api/slider/remove/${gone._id}`);
    expect(await slides(t)).toEqual([kept]);
    expect(filesOf(t, gone.imageId).length).toBeGreaterThan(0);
    await removeOk(t, `/api/trash/remove/${gone._id}`);
    expect(filesOf(t, gone.imageId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: gone.image })).statusCode).toBe(404);
  });

  it('answers 404 for unknown ids and the same 404 Not found for malformed ones', async () => {
    const image = await jpeg();
    await expectMissingIds(t, (id) =>
      formPost(`/api/slider/update/${id}`, { caption: 'x', image }, t.token),
    );
    await expectMissingIds(t, (id) => get(`/api/slider/remove/${id}`, t.token));
    expect(mediaFiles(t)).toEqual([]);
  });

  it('refuses every mutation without a valid token', async () => {
    const slide = await addSlide(t, { caption: 'Safe' });
    const image = await jpeg();
    const reads = ['/api/slider'];
    await expectUnauthorized(t, formPost('/api/slider/add', { caption: 'Sneaky', image }), reads);
    await expectUnauthorized(
      t,
      formPost(`/api/slider/update/${slide._id}`, { caption: 'Sneaky', image }),
      reads,
    );
    await expectUnauthorized(t, get(`/api/slider/remove/${slide._id}`), reads);
    expect(await slides(t)).toEqual([slide]);
  });
});
