import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './api-client.ts';

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
});
