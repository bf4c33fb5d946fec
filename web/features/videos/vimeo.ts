/**
 * The player address for a Vimeo page or player URL, keeping the private hash of unlisted
 * videos; null when the URL holds no video id.
 */
export function vimeoPlayerUrl(url: string): string | null {
  const match = /vimeo\.com\/(?:.*?\/)?(\d+)(?:\/([0-9a-f]+))?/i.exec(url);
  if (!match) return null;
  const [, id, hashInPath] = match;
  let hash = hashInPath;
  try {
    hash ??= new URL(url).searchParams.get('h') ?? undefined;
  } catch {
    // Not a full URL: the path form is all there is.
  }
  const params = new URLSearchParams({ dnt: '1', title: '0', byline: '0', portrait: '0' });
  if (hash) params.set('h', hash);
  return `https://player.vimeo.com/video/${id}?${params.toString()}`;
}
