import type { SitemapContent } from '#shared/content.ts';
import { largestUrl } from '../../media/image-variants.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import type { PhotosRepository } from '../photos/photos.repository.ts';
import type { VideosRepository } from '../videos/videos.repository.ts';
import type { SitemapRepository } from './sitemap.repository.ts';

/** A sitemap holds at most 50,000 URLs (sitemaps.org). */
export const maxSitemapUrls = 50_000;

/** The newest of some ISO 8601 UTC times (they compare as text); null when there is none. */
function newest(...times: Array<string | null | undefined>): string | null {
  return times.reduce<string | null>((acc, t) => (t && (!acc || t > acc) ? t : acc), null);
}

interface SitemapDeps {
  sitemap: SitemapRepository;
  videos: VideosRepository;
  photos: PhotosRepository;
  locations: LocationsRepository;
}

/**
 * What the sitemap lists and when each page last changed: a page of one item is that item's
 * `updatedAt`; a list page, the newest change of what it shows, removals included. One query per
 * kind, never one per item. Bounded: past `maxUrls` URLs the rest of the photos, then of the
 * videos, in the site's order, are left out (`truncated`); locations and list pages always fit.
 */
export function createSitemapService(deps: SitemapDeps) {
  return {
    async read(maxUrls = maxSitemapUrls): Promise<SitemapContent> {
      const [changes, locations] = await Promise.all([deps.sitemap.listChanges(), deps.locations.withLastChange()]);
      const { removed } = changes;
      const pages: SitemapContent['pages'] = {
        '/': newest(changes.slides, removed.slide),
        '/videos': newest(changes.videos, changes.videoCategories, removed.video, removed.category),
        '/gallery': newest(changes.photos, changes.photoCategories, removed.photo, removed.category),
        '/team': newest(changes.team, changes.partners, changes.aboutUs, removed.member, removed.partner),
        '/contacts': newest(changes.siteSettings),
      };
      // One more than fits is read, to know whether anything was left out.
      let room = Math.max(0, maxUrls - Object.keys(pages).length - locations.length);
      const videos = await deps.videos.withLastChange(room + 1);
      let truncated = videos.length > room;
      videos.splice(room);
      room -= videos.length;
      const photos = truncated ? [] : await deps.photos.withLastChange(room + 1);
      truncated ||= photos.length > room;
      photos.splice(room);
      return {
        pages,
        locations,
        videos,
        photos: photos.map((p) => ({ id: p.id, image: largestUrl(p.picture), updatedAt: p.updatedAt })),
        truncated,
      };
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
