import type { Route } from './+types/sitemap.ts';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.settings.publicUrl.replace(/\/$/, '');
  const [videos, locations] = await Promise.all([context.content.allVideos(), context.content.locationLinks()]);
  const paths = [
    '/',
    ...locations.map((l) => l.path),
    '/videos',
    ...videos.map((v) => `/videos/watch/${v._id}`),
    '/gallery',
    '/team',
    '/contacts',
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
