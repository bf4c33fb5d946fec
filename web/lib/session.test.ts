import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, getSession, replaceToken, signIn, signOut } from './session.ts';

/** A fetch that records the request and answers as told; `called` resolves at the first call. */
function watchFetch(answer: () => Promise<Response>) {
  let seen!: (request: Request) => void;
  const called = new Promise<Request>((resolve) => (seen = resolve));
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen(new Request(new URL(String(input), 'http://site.invalid'), init));
    return answer();
  });
  vi.stubGlobal('fetch', fake);
  return { called, fake };
}

const ok = async () => Response.json({ message: 'success', status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('forgets the session at once and asks the server to revoke the token', async () => {
    const { called } = watchFetch(ok);
    signIn({ token: 'token-to-revoke', userId: 'u1', username: 'admin' });
    signOut();
    expect(getSession()).toMatchObject({ isUserLoggedIn: false, token: null, username: null });
    const request = await called;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(request.headers.get('X-Access-Token')).toBe('token-to-revoke');
  });

  it('signs out all the same when the network is down', async () => {
    const { called, fake } = watchFetch(async () => {
      throw new TypeError('offline');
    });
    signIn({ token: 'offline-token', userId: 'u1', username: 'admin' });
    signOut();
    expect(getSession().isUserLoggedIn).toBe(false);
    await called;
    await expect(fake.mock.results[0]?.value).rejects.toThrow('offline');
    expect(getSession().isUserLoggedIn).toBe(false);
  });
});

describe('replaceToken', () => {
  it('keeps the session signed in with the new token and name; does nothing when signed out', () => {
    signIn({ token: 'before-the-change', userId: 'u1', username: 'admin' });
    replaceToken('after-the-change');
    expect(getSession()).toMatchObject({ isUserLoggedIn: true, token: 'after-the-change', username: 'admin' });
    forgetSession();
    replaceToken('stray-token');
    expect(getSession()).toMatchObject({ isUserLoggedIn: false, token: null });
  });
});
