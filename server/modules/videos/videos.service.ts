import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Video, VideoForm, VideoPage, VideoUpdateForm, VimeoResponse } from '#shared/schemas/video.ts';
import { AppError, invalid, notFound, recheckOnFailure } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput, StoredImage } from '../../media/types.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { VideoValues, VideosRepository, VimeoFacts } from './videos.repository.ts';
import { withoutThumbnailUrl, type VimeoClient } from './vimeo-client.ts';
import type { TrashBin } from '../trash/trash.service.ts';

/** What the update form says about the admin's own preview image. */
export type ImageChange = { kind: 'keep' } | { kind: 'delete' } | { kind: 'replace'; data: ImageInput };

const videoNotFound = () => notFound('video does not exist');
const vimeoUnavailable = () => new AppError(502, messages.vimeoUnavailable, 'upstream_unavailable', undefined, { status: 502 });
const vimeoMissing = () =>
  new AppError(404, messages.vimeoNotFound, 'not_found', [{ field: 'url', message: messages.vimeoNotFound }], { status: 404 });

interface Deps {
  videos: VideosRepository;
  categories: CategoriesService;
  images: ImageFiles;
  trash: TrashBin;
  vimeo: VimeoClient;
  onChange: () => void;
}

export function createVideosService({ videos, categories, images, trash, vimeo, onChange }: Deps) {
  /** Our own copy of Vimeo's thumbnail; a thumbnail that cannot be had is no reason to refuse the video. */
  async function storeThumbnail(response: VimeoResponse): Promise<StoredImage | null> {
    if (!response.thumbnail_url) return null;
    const data = await vimeo.download(response.thumbnail_url);
    return data ? images.save('videos', data, 'any').catch(() => null) : null;
  }

  /** oEmbed plus the thumbnail. Vimeo's 404 refuses the video; unreachable stores null for later. */
  async function vimeoMetadata(url: string): Promise<VimeoFacts> {
    const result = await vimeo.oembed(url);
    if (result.kind === 'not-found') throw vimeoMissing();
    if (result.kind === 'unreachable') return { response: null, thumb: null };
    return { response: withoutThumbnailUrl(result.data), thumb: await storeThumbnail(result.data) };
  }

  const discard = images.discard;

  /** An edit may leave out the category only when the video has none (its category was deleted). */
  async function updatedCategory(given: string, stored: string | null): Promise<string | null> {
    if (given !== '') return categories.requireOfType(given, 'gallery');
    if (stored === null) return null;
    throw invalid([{ field: 'category', message: messages.required }]);
  }

  async function existing(id: string): Promise<Video> {
    const video = await videos.get(id);
    if (!video) throw videoNotFound();
    return video;
  }

  return {
    /** Page `page`, or with `count` the pages page…page+count-1 in one read (a reloaded list after 'Load more'). */
    async page(category: string | undefined, page: number, count = 1): Promise<VideoPage> {
      const size = limits.videosPageSize;
      const [list, total, cats] = await Promise.all([
        videos.page(category, (page - 1) * size, size * count),
        videos.count(category),
        categories.list('gallery'),
      ]);
      return { videos: list, categories: cats, totalPages: Math.ceil(total / size) };
    },
    get: existing,
    /** Like get, but null for a missing or malformed id (for page rendering). */
    find: async (id: string) => (await videos.get(id)) ?? null,
    all: () => videos.all(),

    /** `fetchMetadata: false` (demo seeding) stores the video at once and leaves oEmbed to fillMissingVimeo. */
    async add(form: VideoForm, image: ImageInput | null, options = { fetchMetadata: true }): Promise<void> {
      const categoryId = await categories.requireOfType(form.category, 'gallery');
      const meta = options.fetchMetadata ? await vimeoMetadata(form.url) : { response: null, thumb: null };
      let custom: StoredImage | null = null;
      try {
        custom = image ? await images.save('videos', image, 'strict') : null;
        const values = {
          url: form.url,
          caption: form.caption,
          categoryId,
          director: form.director,
          pop: form.pop,
          production: form.production,
          alt: form.alt,
        };
        const id = await recheckOnFailure(
          () => videos.insertFirst(values, custom, meta),
          () => categories.requireOfType(form.category, 'gallery'),
        );
        noteItem({ kind: 'video', itemId: id, caption: form.caption });
      } catch (error) {
        await discard(custom?.imageId, meta.thumb?.imageId);
        throw error;
      }
      onChange();
    },

    /** `alt` undefined (not in the form) keeps the stored alt text. */
    async update(id: string, form: Omit<VideoUpdateForm, 'alt'> & { alt?: string | undefined }, image: ImageChange): Promise<void> {
      const before = await videos.files(id);
      if (!before) throw videoNotFound();
      const categoryId = await updatedCategory(form.category, before.categoryId);
      const urlChanged = before.url !== form.url;
      const meta = urlChanged ? await vimeoMetadata(form.url) : null;
      let custom: StoredImage | null = null;
      try {
        if (image.kind === 'replace') custom = await images.save('videos', image.data, 'strict');
        const values: Omit<VideoValues, 'alt'> & { alt?: string | undefined } = {
          url: form.url,
          caption: form.caption,
          categoryId,
          director: form.director,
          pop: form.pop,
          production: form.production,
          alt: form.alt,
        };
        const files = { ...(image.kind === 'keep' ? {} : { image: custom }), ...(meta ? { vimeo: meta } : {}) };
        const updated = await recheckOnFailure(
          () => videos.update(id, values, files),
          () => updatedCategory(form.category, before.categoryId),
        );
        if (!updated) throw videoNotFound();
      } catch (error) {
        await discard(custom?.imageId, meta?.thumb?.imageId);
        throw error;
      }
      noteItem({ kind: 'video', itemId: id, caption: form.caption });
      await discard(image.kind !== 'keep' ? before.imageId : null, meta ? before.thumbImageId : null);
      onChange();
    },

    /** Moves the video to the trash (slides that linked to it lose the link); its files stay until it is purged. */
    async remove(id: string): Promise<void> {
      if (!(await trash.move('video', id))) throw videoNotFound();
      onChange();
    },

    /** Saves the admin's order; ids not in the list keep their relative order after it. */
    async reorder(ids: string[]): Promise<void> {
      const current = await videos.ids();
      const known = new Set(current);
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw invalid([{ field: 'list', message: `Unknown video ${unknown}` }]);
      const listed = [...new Set(ids)];
      const rest = current.filter((id) => !listed.includes(id));
      await videos.reorder([...listed, ...rest]);
      noteItem({ kind: 'video', itemId: null, caption: 'Video order' });
      onChange();
    },

    /**
     * The administrator's "Fetch again": asks Vimeo for the video's details now and stores them
     * with our copy of the thumbnail (the old copy goes). Vimeo not knowing the video is 404 as
     * on add; Vimeo not answering is 502, the video unchanged.
     */
    async refreshVimeo(id: string): Promise<void> {
      const video = await existing(id);
      noteItem({ kind: 'video', itemId: id, caption: video.caption });
      const result = await vimeo.oembed(video.url);
      if (result.kind === 'not-found') throw vimeoMissing();
      if (result.kind === 'unreachable') throw vimeoUnavailable();
      const thumb = await storeThumbnail(result.data);
      const before = await videos.files(id);
      const ok = await videos.update(id, {}, { vimeo: { response: withoutThumbnailUrl(result.data), thumb } });
      if (!ok) {
        await discard(thumb?.imageId);
        throw videoNotFound();
      }
      await discard(before?.thumbImageId);
      onChange();
    },

    /** Fills in Vimeo metadata that could not be fetched when the video was stored. */
    async fillMissingVimeo(): Promise<number> {
      let filled = 0;
      for (const { id, url } of await videos.missingVimeo()) {
        const result = await vimeo.oembed(url);
        if (result.kind !== 'found') continue;
        const thumb = await storeThumbnail(result.data);
        const before = await videos.files(id);
        const ok = await videos.update(id, {}, { vimeo: { response: withoutThumbnailUrl(result.data), thumb } });
        if (!ok) await discard(thumb?.imageId);
        else {
          await discard(before?.thumbImageId);
          filled += 1;
        }
      }
      if (filled > 0) onChange();
      return filled;
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
