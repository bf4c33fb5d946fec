import type { FastifyInstance } from 'fastify';
import type { SiteContent, WebLoadContext } from '#shared/content.ts';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import type { AboutUsService } from './modules/about-us/about-us.routes.ts';
import type { CategoriesService } from './modules/categories/categories.service.ts';
import type { LocationsService } from './modules/locations/locations.service.ts';
import type { PartnersService } from './modules/partners/partners.service.ts';
import type { PhotosService } from './modules/photos/photos.service.ts';
import type { SiteSettingsService } from './modules/settings/site-settings.service.ts';
import type { SitemapService } from './modules/sitemap/sitemap.service.ts';
import type { SlidesService } from './modules/slides/slides.service.ts';
import type { TeamService } from './modules/team/team.service.ts';
import type { VideosService } from './modules/videos/videos.service.ts';

interface SiteServices {
  categories: CategoriesService;
  videos: VideosService;
  slides: SlidesService;
  photos: PhotosService;
  team: TeamService;
  partners: PartnersService;
  aboutUs: AboutUsService;
  siteSettings: SiteSettingsService;
  locations: LocationsService;
  sitemap: SitemapService;
}

/** A page asking for a malformed category shows an empty list rather than an error page. */
async function orEmpty<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return empty;
    throw error;
  }
}

/** The public reads the web app's loaders call directly, without HTTP. */
export function siteContent(s: SiteServices): SiteContent {
  return {
    slides: () => s.slides.list(),
    videoPage: async (category, page, count) =>
      orEmpty(() => s.videos.page(category, page, count), { videos: [], categories: await s.categories.list('gallery'), totalPages: 0 }),
    video: (id) => s.videos.find(id),
    sitemap: () => s.sitemap.read(),
    categories: (type) => s.categories.list(type),
    photoPage: (category, page, count) => orEmpty(() => s.photos.page(category, page, count), { data: [], pages: 0, total: 0 }),
    photo: (id) => s.photos.find(id),
    photoIndexOf: (id, category) => orEmpty(() => s.photos.indexOf(id, category), null),
    team: () => s.team.list(),
    partners: () => s.partners.list(),
    aboutUs: () => s.aboutUs.get(),
    locationLinks: () => s.locations.links(),
    locationByName: (name) => s.locations.match(name),
    siteSettings: () => s.siteSettings.get(),
  };
}

/** Mounts the React Router site when it has been built; otherwise a minimal page says how to build it. */
export async function registerSite(
  app: FastifyInstance,
  options: { config: Config; services: SiteServices; buildDir: string | null },
): Promise<void> {
  const { config } = options;
  const context: WebLoadContext = {
    content: siteContent(options.services),
    settings: {
      publicUrl: config.publicUrl,
      mapTilesLight: config.mapTilesLight,
      mapTilesDark: config.mapTilesDark,
      mapAttribution: config.mapAttribution,
    },
  };
  if (options.buildDir) {
    const { registerWebApp } = await import('./web/react-router-handler.ts');
    await registerWebApp(app, { buildDir: options.buildDir, context });
    return;
  }
  // Not part of the API: kept out of /api/docs.
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Film company</title><p>The API is running. Build the site with <code>npm run build</code>.</p>'),
  );
}
