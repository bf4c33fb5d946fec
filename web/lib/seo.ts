import type { MetaDescriptor } from 'react-router';
import { pictureVariants } from '#shared/picture.ts';
import type { Picture } from '#shared/schemas/common.ts';
import { absoluteUrl } from './absolute-url.ts';
import { siteSettingsOf, type MetaMatches } from './site-settings.ts';
import { breadcrumbs, graph, type Thing } from './structured-data.ts';

export interface PageSeo {
  /** The meta function's matches: the root's carry the company name, description and share image. */
  matches: MetaMatches;
  /** The page's title; the company name alone on the home page (undefined). */
  title?: string;
  /** Default: the company's description from the site settings. Cut to about 160 characters. */
  description?: string;
  /** Path of the page, e.g. '/videos'; joined to the public URL for the canonical link. */
  path: string;
  publicUrl: string;
  /**
   * The link preview's picture: a stored one (its 1200 px variant is used, with its size), or
   * the address of one we have no sizes of; default: the settings' share image.
   */
  image?: Picture | string | null | undefined;
  type?: 'website' | 'video.other' | 'profile';
  noindex?: boolean;
  /** What the page is, for search engines, as its loader described it (the company is added on every page). */
  things?: ReadonlyArray<Thing | null | undefined>;
  /** The path from home to this page, its own name last (home alone has none). */
  trail?: ReadonlyArray<{ name: string; path: string }>;
}

/** Search engines show about 160 characters of a description: a longer text ends at a word, with '…'. */
export function clipDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const atWord = space > 0 ? cut.slice(0, space).replace(/[\s,;:.–—-]+$/, '') : '';
  return `${atWord || cut}…`;
}

/**
 * Link previews are drawn 1200 px wide (Open Graph's advice): the variant nearest above that,
 * else the widest; JPEG where the picture has one (the share image: not every site that draws
 * previews reads WebP), else WebP.
 */
const shareWidth = 1200;

export function shareImageOf(picture: Picture): { url: string; width: number; height: number; type: string } | null {
  const format = picture.formats.includes('jpeg') ? 'jpeg' : 'webp';
  const inFormat = pictureVariants(picture).filter((v) => v.format === format);
  const variant = inFormat.find((v) => v.width >= shareWidth) ?? inFormat.at(-1);
  if (!variant) return null;
  return {
    url: variant.url,
    width: variant.width,
    height: Math.round((variant.width * picture.height) / picture.width),
    type: `image/${format}`,
  };
}

function imageTags(publicUrl: string, image: Picture | string | null | undefined): MetaDescriptor[] {
  if (!image) return [];
  const share = typeof image === 'string' ? { url: image } : shareImageOf(image);
  if (!share) return [];
  const tags: MetaDescriptor[] = [{ property: 'og:image', content: absoluteUrl(publicUrl, share.url) }];
  if ('width' in share) {
    // A stored variant: its format is known (previews that cannot draw WebP skip it rather than fail).
    tags.push(
      { property: 'og:image:type', content: share.type },
      { property: 'og:image:width', content: String(share.width) },
      { property: 'og:image:height', content: String(share.height) },
    );
  }
  return tags;
}

/** The company's description for search engines, from the root loader. */
function organizationOf(matches: MetaMatches): Thing | undefined {
  return (matches.find((m) => m?.id === 'root')?.loaderData as { organizationLd?: Thing } | undefined)?.organizationLd;
}

/** Title, description, canonical link, Open Graph tags and structured data, the same set on every page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const site = siteSettingsOf(seo.matches);
  const name = site.companyName;
  const title = seo.title === undefined || seo.title === name ? name : `${seo.title} | ${name}`;
  // Every page's, whoever wrote it (settings, a location's intro, a film's credits, /team's text).
  const description = clipDescription(seo.description ?? site.description);
  const image = imageTags(seo.publicUrl, seo.image ?? site.shareImage?.picture);
  const url = absoluteUrl(seo.publicUrl, seo.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: name },
    { property: 'og:title', content: seo.title ?? name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: image.length > 0 ? 'summary_large_image' : 'summary' },
    ...image,
  ];
  if (seo.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
    return tags;
  }
  const trail = seo.trail && seo.trail.length > 0 ? [{ name, path: '/' }, ...seo.trail] : null;
  tags.push({
    'script:ld+json': graph([organizationOf(seo.matches), ...(seo.things ?? []), trail ? breadcrumbs(seo.publicUrl, trail) : null]),
  });
  return tags;
}

/** For pages whose loader failed or did not run (error boundaries). */
export function fallbackMeta(title: string, matches: MetaMatches): MetaDescriptor[] {
  return [{ title: `${title} | ${siteSettingsOf(matches).companyName}` }, { name: 'robots', content: 'noindex' }];
}
