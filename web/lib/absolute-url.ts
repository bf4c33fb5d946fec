/**
 * A path on this site as the full address search engines and link previews need (canonical URL,
 * og:image, structured data); an address that is already absolute (a CDN's, S3's) stays as it is.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
