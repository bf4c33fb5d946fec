import { limits } from '#shared/limits.ts';
import { vimeoResponseSchema, type VimeoResponse } from '#shared/schemas/video.ts';

export type OembedResult =
  | { kind: 'found'; data: VimeoResponse }
  | { kind: 'not-found' }
  | { kind: 'unreachable' };

/**
 * Where thumbnails may be downloaded from. oEmbed's `thumbnail_url` is a URL the server fetches,
 * so it must not reach anything else (an internal address, another site): only these origins
 * (scheme, host and port), redirects included, and at most `maxBytes`, counted as the bytes
 * arrive (a chunked answer says no length).
 */
export interface ThumbnailPolicy {
  origins: readonly string[];
  maxBytes: number;
}

/** Vimeo's image host, https only (the pages' CSP allows the same host). */
export const vimeoThumbnails: ThumbnailPolicy = {
  origins: ['https://i.vimeocdn.com'],
  maxBytes: limits.uploadMaxBytes,
};

const maxRedirects = 3;

/**
 * oEmbed's answer without its `thumbnail_url`: an address on someone else's server is never
 * stored nor shown; a video's `thumbnail_url` is our own copy or absent.
 */
export function withoutThumbnailUrl(response: VimeoResponse): VimeoResponse {
  const { thumbnail_url: foreign, ...rest } = response;
  void foreign;
  return rest;
}

/** The oEmbed fields an answer carries besides `thumbnail_url`: what the pages and SPEC read. */
const answeredOembedFields = ['author_name', 'title', 'width', 'height', 'video_id', 'duration'] as const;

/**
 * A video's `vimeo_response` in answers: the declared fields only. Vimeo's full answer (its
 * embed `html`, `description`, `upload_date`, …: often over 1 KB) stays in the database; sent
 * with every video it made most of a page's bytes (issue 16).
 */
export function answeredOembed(response: VimeoResponse): VimeoResponse {
  const picked: Record<string, unknown> = {};
  for (const field of answeredOembedFields) if (response[field] !== undefined) picked[field] = response[field];
  return picked as VimeoResponse;
}

/** The URL when the policy allows it: one of its origins, no credentials in it. */
export function allowedUrl(href: string, policy: ThumbnailPolicy): URL | null {
  try {
    const url = new URL(href);
    return policy.origins.includes(url.origin) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** An oEmbed answer is a few hundred bytes of JSON; past this it is not Vimeo's. */
const oembedMaxBytes = 64 * 1024;

/** The body, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes || !res.body) {
    await res.body?.cancel();
    return null;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * Vimeo's oEmbed endpoint, asked by the server (never the browser). Every call is bounded by a
 * timeout so adding a video never hangs when Vimeo is slow or out of reach. Tests pass the
 * origin of their fake as `thumbnails`; production uses Vimeo's.
 */
export function createVimeoClient(
  oembedUrl: string,
  timeoutMs: number = limits.oembedTimeoutMs,
  thumbnails: ThumbnailPolicy = vimeoThumbnails,
) {
  return {
    async oembed(videoUrl: string): Promise<OembedResult> {
      const target = new URL(oembedUrl);
      target.searchParams.set('url', videoUrl);
      try {
        const res = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (res.status === 404) return { kind: 'not-found' };
        if (!res.ok) return { kind: 'unreachable' };
        // Vimeo's answer is a few hundred bytes; an endpoint that streams without end is cut off.
        const body = await readCapped(res, oembedMaxBytes);
        if (!body) return { kind: 'unreachable' };
        const parsed = vimeoResponseSchema.safeParse(JSON.parse(body.toString('utf8')));
        return parsed.success ? { kind: 'found', data: parsed.data } : { kind: 'unreachable' };
      } catch {
        return { kind: 'unreachable' };
      }
    },

    /**
     * Downloads a thumbnail image under the policy; null when it is not allowed, cannot be had in
     * time, or is too large.
     */
    async download(href: string): Promise<Buffer | null> {
      const signal = AbortSignal.timeout(timeoutMs * 2);
      try {
        let url = allowedUrl(href, thumbnails);
        for (let hop = 0; url && hop <= maxRedirects; hop += 1) {
          // Redirects one at a time, each target checked like the first.
          const res = await fetch(url, { signal, redirect: 'manual' });
          const location = res.headers.get('location');
          if (res.status >= 300 && res.status < 400 && location) {
            await res.body?.cancel();
            url = allowedUrl(new URL(location, url).href, thumbnails);
            continue;
          }
          if (res.status !== 200) {
            await res.body?.cancel();
            return null;
          }
          return await readCapped(res, thumbnails.maxBytes);
        }
        return null;
      } catch {
        return null;
      }
    },
  };
}
export type VimeoClient = ReturnType<typeof createVimeoClient>;
