import type { Video } from '#shared/schemas/video.ts';
import { videoDescription, vimeoPlayerUrl } from '#web/lib/structured-data.server.ts';
import type { Route } from './+types/sitemap.ts';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** A stored address (a media path, or a bucket's or CDN's URL) as an absolute one. */
const absolute = (url: string, base: string) => (/^https?:/.test(url) ? url : base + url);

/**
 * The video sitemap extension for a watch page, so search engines can show it as a video result:
 * its thumbnail, title, description and Vimeo's player (none without a picture, which it requires).
 */
function videoEntry(video: Video, base: string): string {
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url;
  const player = vimeoPlayerUrl(video.url);
  if (!thumbnail || !player) return '';
  const duration = video.vimeo_response?.duration;
  const parts = [
    tag('video:thumbnail_loc', absolute(thumbnail, base)),
    tag('video:title', video.caption),
    tag('video:description', videoDescription(video)),
    tag('video:player_loc', player),
    ...(typeof duration === 'number' && duration > 0 ? [tag('video:duration', String(Math.round(duration)))] : []),
    tag('video:publication_date', video.date),
  ];
  return `<video:video>${parts.join('')}</video:video>`;
}

/**
 * A stored time as a W3C datetime (`lastmod`), to the second; nothing for a missing or unreadable
 * one (a row written before migration 0010 by hand, say).
 */
function lastmod(time: string | null): string {
  if (!time) return '';
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? '' : tag('lastmod', at.toISOString().replace(/\.\d{3}Z$/, 'Z'));
}

interface SitemapUrl {
  path: string;
  updatedAt: string | null;
  extra?: string;
}

/**
 * Every public page with its last change (`lastmod`: an item's page, the item's; a list page, the
 * newest change of what it shows), watch pages with the video extension and photo pages with the
 * image extension. At most 50,000 URLs (the server leaves out the last photos, then videos, beyond).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.settings.publicUrl.replace(/\/$/, '');
  const { pages, locations, videos, photos } = await context.content.sitemap();
  const urls: SitemapUrl[] = [
    { path: '/', updatedAt: pages['/'] },
    ...locations.map((l) => ({ path: l.path, updatedAt: l.updatedAt })),
    { path: '/videos', updatedAt: pages['/videos'] },
    ...videos.map(({ video, updatedAt }) => ({ path: `/videos/watch/${video._id}`, updatedAt, extra: videoEntry(video, base) })),
    { path: '/gallery', updatedAt: pages['/gallery'] },
    ...photos.map((p) => ({
      path: `/gallery/${p.id}`,
      updatedAt: p.updatedAt,
      extra: p.image ? `<image:image>${tag('image:loc', absolute(p.image, base))}</image:image>` : '',
    })),
    { path: '/team', updatedAt: pages['/team'] },
    { path: '/contacts', updatedAt: pages['/contacts'] },
  ];
  const lines = urls.map((u) => `  <url><loc>${escapeXml(base + u.path)}</loc>${lastmod(u.updatedAt)}${u.extra ?? ''}</url>`).join('\n');
  const namespaces = [
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
    'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
  ].join(' ');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${lines}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
