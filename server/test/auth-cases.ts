import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { TestApp } from './build-test-app.ts';
import { mediaFiles } from './factories.ts';
import { expiredToken, forgedToken } from './tokens.ts';

/** What a visitor can see: the bodies of the public reads plus every file under the media folder. */
async function snapshot(t: TestApp, reads: string[]) {
  const bodies = [];
  for (const url of reads) bodies.push((await t.app.inject({ method: 'GET', url })).body);
  return { bodies, files: mediaFiles(t) };
}

/**
 * Sends `request` with no token, a forged one and an expired one: each must be a 401 {message},
 * and afterwards the public reads and the media folder must be exactly as before.
 */
export async function expectUnauthorized(
  t: TestApp,
  request: InjectOptions,
  reads: string[],
): Promise<void> {
  const before = await snapshot(t, reads);
  const variants: [string, string | undefined][] = [
    ['no token', undefined],
    ['forged token', await forgedToken(t)],
    ['expired token', await expiredToken(t)],
  ];
  for (const [label, token] of variants) {
    const headers = { ...(request.headers as Record<string, string>) };
    delete headers['x-access-token'];
    if (token) headers['x-access-token'] = token;
    const res = await t.app.inject({ ...request, headers });
    expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
    expect(res.json()).toMatchObject({ message: messages.auth.unauthorized, code: 'unauthorized' });
  }
  expect(await snapshot(t, reads)).toEqual(before);
}
