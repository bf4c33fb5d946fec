import { pictureVariants } from '#shared/picture.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import type { Video } from '#shared/schemas/video.ts';
import type { Thing } from './structured-data.ts';
import { absoluteUrl } from './absolute-url.ts';

/**
 * schema.org descriptions of the pages (JSON-LD), for search engines' rich results: the company on
 * every page (the root loader), a VideoObject on each watch page, an ImageObject on each photo's
 * page, a Place on each location page.
 * Built by the loaders on the server (never in the visitor's bundle); pageMeta puts them in one
 * `@graph` with the breadcrumbs, and React Router's <Meta> writes it escaped, so a caption cannot
 * end the script element.
 */

/** The first line of a field the administrator may write several lines in (phones, addresses). */
const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

export function organization(site: SiteSettings, publicUrl: string): Thing {
  const home = absoluteUrl(publicUrl, '/');
  return {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: site.companyName,
    url: home,
    ...(site.description ? { description: site.description } : {}),
    ...(site.logo ? { logo: absoluteUrl(publicUrl, site.logo.image) } : {}),
    ...(site.offices.length > 0
      ? {
          address: site.offices.map((office) => ({
            '@type': 'PostalAddress',
            streetAddress: office.address.replace(/\s*\n\s*/g, ', '),
            addressLocality: office.city,
            addressCountry: office.country,
          })),
          contactPoint: site.offices
            .filter((office) => office.phone || office.email)
            .map((office) => ({
              '@type': 'ContactPoint',
              contactType: 'production enquiries',
              areaServed: office.country,
              ...(office.phone ? { telephone: firstLine(office.phone) } : {}),
              ...(office.email ? { email: office.email } : {}),
            })),
        }
      : {}),
    ...(site.social.length > 0 ? { sameAs: site.social.map((link) => link.url) } : {}),
  };
}

/** A video's description where search engines and previews need one: its credits, else a line from its title. */
export function videoDescription(video: Pick<Video, 'caption' | 'director' | 'production'>): string {
  const credits = [video.director && `Director: ${video.director}`, video.production].filter(Boolean).join('. ');
  // The title first: a director's or company's credits alone repeat over several films' pages.
  return credits ? `${video.caption}. ${credits}` : `${video.caption}, a film by our team.`;
}

/** Vimeo's player address of a video page address (https://vimeo.com/76979871), null for another address. */
export function vimeoPlayerUrl(url: string): string | null {
  const id = vimeoId(url);
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/** Vimeo's id of a video page address (https://vimeo.com/76979871). */
const vimeoId = (url: string) => /vimeo\.com\/(?:.*\/)?(\d+)/.exec(url)?.[1] ?? null;

/** ISO 8601 duration (PT1M5S) from seconds. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
}

/**
 * A watch page's video. Without a picture (Vimeo has not answered and there is no custom preview)
 * there is none: a VideoObject needs its thumbnail.
 */
export function videoObject(video: Video, description: string, publicUrl: string): Thing | null {
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url;
  if (!thumbnail) return null;
  const player = vimeoPlayerUrl(video.url);
  const duration = video.vimeo_response?.duration;
  return {
    '@type': 'VideoObject',
    name: video.caption,
    description,
    thumbnailUrl: [absoluteUrl(publicUrl, thumbnail)],
    // When it went up on this site (Vimeo's own date has no time zone).
    uploadDate: video.date,
    ...(player ? { embedUrl: player } : {}),
    url: absoluteUrl(publicUrl, `/videos/watch/${video._id}`),
    ...(typeof duration === 'number' && duration > 0 ? { duration: isoDuration(duration) } : {}),
    ...(video.director ? { director: { '@type': 'Person', name: video.director } } : {}),
    ...(video.production ? { productionCompany: { '@type': 'Organization', name: video.production } } : {}),
  };
}

/**
 * A photo's page (/gallery/{id}): the photo at its largest stored size, with a thumbnail, its
 * caption and text, and the company (the page's Organization) as its creator and holder.
 */
export function imageObject(photo: Photo, publicUrl: string): Thing | null {
  const webp = pictureVariants(photo.picture).filter((variant) => variant.format === 'webp');
  const largest = webp.at(-1);
  const thumbnail = webp.find((variant) => variant.width >= 320) ?? largest;
  if (!largest || !thumbnail) return null;
  const company = { '@id': `${absoluteUrl(publicUrl, '/')}#organization` };
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(publicUrl, largest.url),
    url: absoluteUrl(publicUrl, `/gallery/${photo._id}`),
    name: photo.caption || photo.alt || 'Photo',
    ...(photo.caption ? { caption: photo.caption } : {}),
    ...(photo.text ? { description: photo.text } : {}),
    width: largest.width,
    height: Math.round((largest.width * photo.picture.height) / photo.picture.width),
    encodingFormat: 'image/webp',
    thumbnailUrl: absoluteUrl(publicUrl, thumbnail.url),
    uploadDate: photo.date,
    creator: company,
    copyrightHolder: company,
  };
}

/** A location page: the country the company films in. */
export function place(location: Location, publicUrl: string): Thing {
  return {
    '@type': 'Place',
    name: location.name,
    url: absoluteUrl(publicUrl, location.path),
    ...(location.intro ? { description: location.intro } : {}),
    image: absoluteUrl(publicUrl, location.hero.image),
  };
}
