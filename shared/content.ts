import type { AboutUs } from './schemas/about-us.ts';
import type { Category, CategoryType } from './schemas/category.ts';
import type { LocationLink, LocationMatch } from './schemas/location.ts';
import type { Partner } from './schemas/partner.ts';
import type { Photo, PhotoPage } from './schemas/photo.ts';
import type { SiteSettings } from './schemas/settings.ts';
import type { Slide } from './schemas/slide.ts';
import type { TeamMember } from './schemas/team.ts';
import type { Video, VideoPage } from './schemas/video.ts';

/**
 * The public reads, as the server's services offer them to the web app's loaders (through the
 * React Router load context), so pages render on the server without an HTTP round trip. The
 * same answers as the public GET endpoints of SPEC.md section 7.
 */
export interface SiteContent {
  slides(): Promise<Slide[]>;
  /** `count` pages from `page` on (default one), as one list: a list page reloaded after 'Load more'. */
  videoPage(category: string | undefined, page: number, count?: number): Promise<VideoPage>;
  /** null when there is no such video (or the id is malformed). */
  video(id: string): Promise<Video | null>;
  /** Every page of the sitemap with its last change (the newest change of what it shows). */
  sitemap(): Promise<SitemapContent>;
  categories(type: CategoryType): Promise<Category[]>;
  /** Like videoPage: `count` pages from `page` on; `total`: how many photos the list has (the viewer's counter). */
  photoPage(
    category: string | undefined,
    page: number,
    count?: number,
  ): Promise<PhotoPage & { total: number }>;
  /** null when there is no such photo (or the id is malformed). */
  photo(id: string): Promise<Photo | null>;
  /** The photo's place (from 0) in photoPage(category)'s list; null when it is not in it. */
  photoIndexOf(id: string, category: string | undefined): Promise<number | null>;
  team(): Promise<TeamMember[]>;
  /** GET /api/partners: name, link, alt text and logo of each partner, in order. */
  partners(): Promise<Partner[]>;
  aboutUs(): Promise<AboutUs>;
  /** Name and address of every location, in menu order: what the menu and the sitemap need (not their texts and images). */
  locationLinks(): Promise<LocationLink[]>;
  /**
   * The location a page address names: exact name; another letter case or a former name of a
   * renamed location answers 'redirect' with the current name; else 'unknown'.
   */
  locationByName(name: string): Promise<LocationMatch>;
  /** GET /api/settings: company name, logo, description, share image, offices, social links. */
  siteSettings(): Promise<SiteSettings>;
}

/** What /sitemap.xml lists; times are ISO 8601 UTC, null when nothing the page shows has ever been stored. */
export interface SitemapContent {
  /** The list pages, each with the newest change of what it shows. */
  pages: Record<'/' | '/videos' | '/gallery' | '/team' | '/contacts', string | null>;
  /** Each location page in menu order: the newest change of the location and its images. */
  locations: Array<{ path: string; updatedAt: string }>;
  /** Each watch page in the site's order. */
  videos: Array<{ video: Video; updatedAt: string }>;
  /** Each photo page (`/gallery/{id}`) in the site's order, with its widest stored variant. */
  photos: Array<{ id: string; image: string | null; updatedAt: string }>;
  /** True when videos or photos were left out to stay within a sitemap's 50,000 URLs. */
  truncated: boolean;
}

/** Settings the web app needs at render time (from the server's config, never secrets). */
export interface PublicSettings {
  publicUrl: string;
  mapTilesLight: string;
  mapTilesDark: string;
  mapAttribution: string;
}

/** The request's logger (pino's child of Fastify's, carrying `reqId`): one JSON line per call. */
export interface RequestLog {
  error(details: { err: unknown }, message: string): void;
}

/** What every React Router loader receives as `context`. */
export interface WebLoadContext {
  content: SiteContent;
  settings: PublicSettings;
  /** This response's Content-Security-Policy nonce, for the page's inline scripts. */
  cspNonce?: string | undefined;
  /** The text of a built stylesheet by its URL path, for inlining into the page (web/first-paint.ts). */
  stylesheet?: ((href: string) => string | undefined) | undefined;
  /** Where a failing loader or render is logged, under this request's id. */
  log?: RequestLog | undefined;
}
