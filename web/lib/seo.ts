import type { MetaDescriptor } from 'react-router';
import { siteSettingsOf, type MetaMatches } from './site-settings.ts';

export interface PageSeo {
  /** The meta function's matches: the root's carry the company name, description and share image. */
  matches: MetaMatches;
  /** The page's title; the company name alone on the home page (undefined). */
  title?: string;
  /** Default: the company's description from the site settings. */
  description?: string;
  /** Path of the page, e.g. '/videos'; joined to the public URL for the canonical link. */
  path: string;
  publicUrl: string;
  /** Absolute or site-relative image for link previews; default: the settings' share image. */
  image?: string | null;
  type?: 'website' | 'video.other' | 'profile';
  noindex?: boolean;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Title, description, canonical link and Open Graph tags, the same set on every page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const site = siteSettingsOf(seo.matches);
  const name = site.companyName;
  const title = seo.title === undefined || seo.title === name ? name : `${seo.title} | ${name}`;
  const description = seo.description ?? site.description;
  const image = seo.image ?? site.shareImage?.image;
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
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: absoluteUrl(seo.publicUrl, image) });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** For pages whose loader failed or did not run (error boundaries). */
export function fallbackMeta(title: string, matches: MetaMatches): MetaDescriptor[] {
  return [{ title: `${title} | ${siteSettingsOf(matches).companyName}` }, { name: 'robots', content: 'noindex' }];
}
