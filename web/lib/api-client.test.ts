import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { ApiError, createApiClient, revokeToken, withFieldsRenamed } from './api-client.ts';

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(`http://x${String(input)}`, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

describe('api client', () => {
  it('sends the stored token and parses with the schema', async () => {
    const seen: Request[] = [];
    const client = createApiClient({
      fetch: fakeFetch(200, { ok: 1 }, seen),
      getToken: () => 'abc',
    });
    await expect(client.get('/api/x', z.object({ ok: z.number() }))).resolves.toEqual({ ok: 1 });
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('abc');
  });

  it('sends JSON bodies with a content type', async () => {
    const seen: Request[] = [];
    const client = createApiClient({ fetch: fakeFetch(200, {}, seen), getToken: () => null });
    await client.post('/api/y', { a: 1 }, z.object({}));
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.has('X-Access-Token')).toBe(false);
  });

  it('throws ApiError with message, field errors and status', async () => {
    const client = createApiClient({
      fetch: fakeFetch(400, {
        message: 'Invalid',
        errors: [{ field: 'caption', message: 'This field is required' }],
      }),
      getToken: () => null,
    });
    const error = await client.get('/api/z', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid',
      errors: [{ field: 'caption' }],
    });
  });

  it('turns a network failure into status 0', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('offline');
      },
      getToken: () => null,
    });
    await expect(client.get('/api/z', z.object({}))).rejects.toMatchObject({ status: 0 });
  });

  it("rethrows a failure with the server's paths renamed as the form names them", async () => {
    const client = createApiClient({
      fetch: fakeFetch(400, {
        message: 'Invalid',
        errors: [
          { field: 'links.0', message: 'a' },
          { field: 'title', message: 'b' },
        ],
      }),
      getToken: () => null,
    });
    const rename = withFieldsRenamed((field) => field.replace(/^links\.0$/, 'links.site'));
    const error = await client.get('/api/z', z.object({})).catch(rename).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.map((e) => e.field)).toEqual(['links.site', 'title']);
    const other = new TypeError('not an answer');
    expect(() => rename(other)).toThrow(other);
  });
});

describe('api client failure handling', () => {
  function handlers() {
    const calls: string[] = [];
    return {
      calls,
      onUnauthorized: () => calls.push('unauthorized'),
      onUnexpected: () => calls.push('unexpected'),
    };
  }

  it('signs out once on a 401 to a request that carried a token', async () => {
    const h = handlers();
    const client = createApiClient({ fetch: fakeFetch(401, { message: 'x' }), getToken: () => 't', ...h });
    const error = await client.get('/api/x', z.object({})).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, notified: true });
    expect(h.calls).toEqual(['unauthorized']);
  });

  it('leaves a 401 without a token to the caller', async () => {
    const h = handlers();
    const client = createApiClient({ fetch: fakeFetch(401, { message: 'x' }), getToken: () => null, ...h });
    await expect(client.get('/api/x', z.object({}))).rejects.toMatchObject({ notified: false });
    expect(h.calls).toEqual([]);
  });

  it('announces network failures, 5xx and unreadable answers, not 400s', async () => {
    const h = handlers();
    const offline = createApiClient({
      fetch: async () => {
        throw new TypeError('offline');
      },
      getToken: () => 't',
      ...h,
    });
    await expect(offline.get('/api/x', z.object({}))).rejects.toMatchObject({ status: 0, notified: true });
    const failing = createApiClient({ fetch: fakeFetch(500, { message: 'Internal error' }), getToken: () => 't', ...h });
    await expect(failing.get('/api/x', z.object({}))).rejects.toMatchObject({ status: 500, notified: true });
    const odd = createApiClient({ fetch: fakeFetch(200, { unexpected: true }), getToken: () => 't', ...h });
    await expect(odd.get('/api/x', z.object({ ok: z.number() }))).rejects.toMatchObject({ notified: true });
    const invalid = createApiClient({ fetch: fakeFetch(400, { message: 'Bad', errors: [] }), getToken: () => 't', ...h });
    await expect(invalid.get('/api/x', z.object({}))).rejects.toMatchObject({ status: 400, notified: false });
    expect(h.calls).toEqual(['unexpected', 'unexpected', 'unexpected']);
  });

  it('reads Retry-After, and leaves a busy 503 to the caller', async () => {
    const h = handlers();
    const answer = (status: number, retryAfter: string, code = 'rate_limited'): typeof fetch => async () =>
      new Response(JSON.stringify({ message: 'Wait', code }), {
        status,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    const throttled = createApiClient({ fetch: answer(429, '840'), getToken: () => null, ...h });
    await expect(throttled.post('/api/auth/login', {}, z.object({}))).rejects.toMatchObject({
      status: 429,
      retryAfter: 840,
      notified: false,
    });
    const busy = createApiClient({ fetch: answer(503, '1', 'busy'), getToken: () => null, ...h });
    await expect(busy.post('/api/auth/login', {}, z.object({}))).rejects.toMatchObject({
      status: 503,
      retryAfter: 1,
      code: 'busy',
      notified: false,
    });
    expect(h.calls).toEqual([]);
  });

  it('leaves a 503 of a full image queue to the form, which shows its message', async () => {
    const h = handlers();
    const body = { message: messages.uploadsBusy(12), code: 'busy' };
    const client = createApiClient({ fetch: fakeFetch(503, body), getToken: () => 't', ...h });
    await expect(client.post('/api/photo/add', new FormData(), z.object({}))).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      message: body.message,
      notified: false,
    });
    expect(h.calls).toEqual([]);
  });

  it('does not announce an aborted request', async () => {
    const h = handlers();
    const client = createApiClient({
      fetch: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
      getToken: () => 't',
      ...h,
    });
    await expect(client.get('/api/x', z.object({}))).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.calls).toEqual([]);
  });
});

/** Just enough of XMLHttpRequest for an upload: the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('api client uploads', () => {
  it('reports upload progress through XMLHttpRequest and parses the answer', async () => {
    const progress: number[] = [];
    const client = createApiClient({
      xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
      getToken: () => 'abc',
    });
    const data = new FormData();
    data.append('caption', 'A');
    const pending = client.post('/api/slider/add', data, z.object({ message: z.string() }), {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.get('x-access-token')).toBe('abc');
    expect(xhr.body).toBe(data);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ message: 'success' });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ message: 'success' });
    expect(progress).toEqual([0, 0.5, 1]); // 0 as soon as it starts, so the bar shows at once
  });

  it('turns an XMLHttpRequest network error into status 0', async () => {
    const client = createApiClient({ xhr: () => new FakeXhr() as unknown as XMLHttpRequest, getToken: () => null });
    const pending = client.post('/api/x', new FormData(), z.object({}), { onProgress: () => undefined });
    FakeXhr.last!.onerror?.();
    await expect(pending).rejects.toMatchObject({ status: 0 });
  });
});

describe('revoking a token at sign-out', () => {
  it('POSTs /api/auth/logout with that token, to outlive the page', async () => {
    const seen: Request[] = [];
    await revokeToken('the-token', { fetch: fakeFetch(200, { message: 'success', status: 200 }, seen) });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/auth/logout');
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('the-token');
    expect(seen[0]?.keepalive).toBe(true);
  });

  it('never throws: a refused token, a server error or no network all end quietly', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('offline');
    };
    for (const doFetch of [fakeFetch(401, { message: 'x' }), fakeFetch(500, { message: 'x' }), offline]) {
      await expect(revokeToken('the-token', { fetch: doFetch })).resolves.toBeUndefined();
    }
  });
});
