/** Where the single video page's close control may return to (SPEC.md section 2). */
export const backroutes = ['/', '/videos'] as const;
export type Backroute = (typeof backroutes)[number];
export const defaultBackroute: Backroute = '/videos';

/**
 * Reads ?backroute=. Only the two known routes are accepted, so a crafted link cannot turn
 * the close control into an open redirect.
 */
export function parseBackroute(value: string | null | undefined): Backroute {
  const found = backroutes.find((route) => route === value);
  return found ?? defaultBackroute;
}

/** The link to a video's page that remembers where the visitor came from. */
export function watchHref(videoId: string, from: Backroute): string {
  return `/videos/watch/${encodeURIComponent(videoId)}?backroute=${encodeURIComponent(from)}`;
}
