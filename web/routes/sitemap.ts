import type { Video } from '#shared/schemas/video.ts';
import { videoDescription, vimeoPlayerUrl } from '#web/lib/structured-data.server.ts';
import type { Route } from './+types/sitemap.ts';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

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
    tag('video:thumbnail_loc', /^https?:/.test(thumbnail) ? thumbnail : base + thumbnail),
    tag('video:title', video.caption),
    tag('video:description', videoDescription(video)),
    tag('video:player_loc', player),
    ...(typeof duration === 'number' && duration > 0 ? [tag('video:duration', String(Math.round(duration)))] : []),
    tag('video:publication_date', video.date),
  ];
  return `<video:video>${parts.join('')}</video:video>`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.settings.publicUrl.replace(/\/$/, '');
  const [videos, locations] = await Promise.all([context.content.allVideos(), context.content.locationLinks()]);
  const pages: Array<{ path: string; extra?: string }> = [
    { path: '/' },
    ...locations.map((l) => ({ path: l.path })),
    { path: '/videos' },
    ...videos.map((v) => ({ path: `/videos/watch/${v._id}`, extra: videoEntry(v, base) })),
    { path: '/gallery' },
    { path: '/team' },
    { path: '/contacts' },
  ];
  const urls = pages.map((p) => `  <url><loc>${escapeXml(base + p.path)}</loc>${p.extra ?? ''}</url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
