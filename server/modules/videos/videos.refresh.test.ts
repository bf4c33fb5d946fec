import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { addCategory, addVideo, filesOf, formPost, mediaFiles, read } from '../../test/factories.ts';
import { startFakeVimeo } from '../../test/fake-vimeo.ts';
import { forwardLater, freePort } from '../../test/late-server.ts';

/** POST /api/video/refresh/{id}: the administrator's "Fetch again" for details Vimeo did not send. */
describe('fetching a video’s Vimeo details again', () => {
  it('answers 502 with a clear message while Vimeo does not answer, 200 {status, _id} with the details once it does', async () => {
    const port = await freePort();
    const fake = await startFakeVimeo({ missing: ['404404'] });
    const t = await buildTestApp({
      vimeoUrl: `http://127.0.0.1:${port}/api/oembed.json`,
      vimeoThumbnails: { origins: [fake.origin] },
    });
    let forwarder: { close(): Promise<void> } | undefined;
    try {
      const category = await addCategory(t, 'gallery', 'Ads');
      const video = await addVideo(t, { category: category._id, url: 'https://vimeo.com/5005' });
      expect(video.vimeo_response).toBeNull();
      // As the site sends it: a POST with no body.
      const refresh = (id: string, token: string | null = t.token) =>
        t.app.inject({ method: 'POST', url: `/api/video/refresh/${id}`, headers: token ? { 'x-access-token': token } : {} });

      const down = await refresh(video._id);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ message: messages.vimeoUnavailable, status: 502, code: 'upstream_unavailable' });
      expect(await read(t, `/api/gallery/${video._id}`)).toEqual(video);

      expect((await refresh(video._id, null)).statusCode).toBe(401);
      expect((await refresh('0123456789abcdef01234567')).statusCode).toBe(404);

      forwarder = await forwardLater(port, new URL(fake.url).origin);
      const up = await refresh(video._id);
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 200, _id: video._id });
      const filled = await read<Video>(t, `/api/gallery/${video._id}`);
      expect(filled.vimeo_response).toMatchObject({ author_name: 'Fake Author', video_id: 5005 });
      expect(filled.image).toMatch(/^\/media\/videos\//);
      const firstThumb = filled.picture ? filesOf(t, filled.imageId ?? '') : [];
      expect(firstThumb.length).toBeGreaterThan(0);

      // Again: the new copy of the thumbnail replaces the old one, which leaves no file behind.
      expect((await refresh(video._id)).statusCode).toBe(200);
      const again = await read<Video>(t, `/api/gallery/${video._id}`);
      expect(again.imageId).not.toBe(filled.imageId);
      expect(filesOf(t, filled.imageId ?? '')).toEqual([]);
      expect(mediaFiles(t).every((f) => f.includes(again.imageId ?? '-'))).toBe(true);
    } finally {
      await forwarder?.close();
      await fake.close();
      await t.close();
    }
  });

  it('answers 404 {status, message} when Vimeo no longer knows the video, keeping it', async () => {
    const fake = await startFakeVimeo({ missing: ['404404'] });
    const t = await buildTestApp({ vimeoUrl: fake.url });
    try {
      const category = await addCategory(t, 'gallery', 'Ads');
      const video = await addVideo(t, { category: category._id, url: 'https://vimeo.com/6006' });
      await t.db.updateTable('videos').set({ url: 'https://vimeo.com/404404' }).where('id', '=', video._id).execute();
      const res = await t.app.inject(formPost(`/api/video/refresh/${video._id}`, {}, t.token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: messages.vimeoNotFound });
      expect((await read<Video>(t, `/api/gallery/${video._id}`)).vimeo_response).not.toBeNull();
    } finally {
      await fake.close();
      await t.close();
    }
  });
});
