/**
 * Where the single video page's close control returns (SPEC.md section 2): home, or the work
 * list, with its category and the number of pages the visitor had loaded (`/videos?category=…&pages=…`).
 */
export type Backroute = string;
export const defaultBackroute: Backroute = '/videos';

/** The link to a video's page that remembers where the visitor came from. */
export function watchHref(videoId: string, from: Backroute): string {
  return `/videos/watch/${encodeURIComponent(videoId)}?backroute=${encodeURIComponent(from)}`;
}
