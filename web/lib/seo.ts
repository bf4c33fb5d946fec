import type { MetaDescriptor } from 'react-router';
import { site } from './site.ts';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. '/videos'; joined to the public URL for the canonical link. */
  path: string;
  publicUrl: string;
  /** Absolute or site-relative image for link previews. */
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
  const title = seo.title === site.name ? site.name : `${seo.title} | ${site.name}`;
  const url = absoluteUrl(seo.publicUrl, seo.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image)
    tags.push({ property: 'og:image', content: absoluteUrl(seo.publicUrl, seo.image) });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** For pages whose loader failed or did not run (error boundaries). */
export function fallbackMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}
