import { limits } from '#shared/limits.ts';
import { vimeoResponseSchema, type VimeoResponse } from '#shared/schemas/video.ts';

export type OembedResult =
  | { kind: 'found'; data: VimeoResponse }
  | { kind: 'not-found' }
  | { kind: 'unreachable' };

/**
 * Vimeo's oEmbed endpoint, asked by the server (never the browser). Every call is bounded by a
 * timeout so adding a video never hangs when Vimeo is slow or out of reach.
 */
export function createVimeoClient(oembedUrl: string, timeoutMs: number = limits.oembedTimeoutMs) {
  return {
    async oembed(videoUrl: string): Promise<OembedResult> {
      const target = new URL(oembedUrl);
      target.searchParams.set('url', videoUrl);
      try {
        const res = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (res.status === 404) return { kind: 'not-found' };
        if (!res.ok) return { kind: 'unreachable' };
        const parsed = vimeoResponseSchema.safeParse(await res.json());
        return parsed.success ? { kind: 'found', data: parsed.data } : { kind: 'unreachable' };
      } catch {
        return { kind: 'unreachable' };
      }
    },

    /** Downloads a thumbnail image; null when it cannot be had in time or is too large. */
    async download(url: string): Promise<Buffer | null> {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs * 2) });
        if (!res.ok) return null;
        const length = Number(res.headers.get('content-length') ?? 0);
        if (length > limits.uploadMaxBytes) return null;
        const data = Buffer.from(await res.arrayBuffer());
        return data.length > limits.uploadMaxBytes ? null : data;
      } catch {
        return null;
      }
    },
  };
}
export type VimeoClient = ReturnType<typeof createVimeoClient>;
