import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  buildTestApp,
  testAdmin,
  type TestApp,
  type TestAppOptions,
} from '../../test/build-test-app.ts';
import { get, jsonPost } from '../../test/factories.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/test-redis.ts';
import { defaultHashQueueLimits } from './hash-queue.ts';
import { defaultThrottleLimits, type ThrottleStore } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/** Resolves once `condition` holds, re-checked whenever `changed` is called. */
function waiter() {
  const waiting: { condition: () => boolean; resolve: () => void }[] = [];
  return {
    until(condition: () => boolean): Promise<void> {
      if (condition()) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ condition, resolve }));
    },
    changed() {
      for (const w of [...waiting]) {
        if (!w.condition()) continue;
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    },
  };
}

/**
 * A password checker that counts its calls and how many run at once, and, while held, keeps
 * every call waiting until `open()`; then it checks with the real argon2id.
 */
function heldVerifier() {
  const events = waiter();
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const state = { calls: 0, running: 0, maxRunning: 0 };
  return {
    state,
    events,
    hold() {
      let open = () => undefined as void;
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    open() {
      gate?.open();
      gate = null;
    },
    async verify(hashed: string, password: string): Promise<boolean> {
      state.calls += 1;
      state.running += 1;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      events.changed();
      try {
        if (gate) await gate.promise;
        return await verifyPassword(hashed, password);
      } finally {
        state.running -= 1;
        events.changed();
      }
    },
  };
}

const redisPrefix = uniqueRedisPrefix();
afterAll(async () => {
  const probe = await redisProbe();
  await deleteRedisKeys(probe, redisPrefix);
  probe.disconnect();
});

describe.each([
  ['the database (the suite’s: SQLite, or PostgreSQL with TEST_DATABASE_URL)', {}],
  [
    'Redis',
    {
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(36).toString('base64url'),
    },
  ],
] as const)('a burst of sign-ins on one account, counted in %s', (_store, env) => {
  let t: TestApp;
  const checker = heldVerifier();
  const reserved = { count: 0 };
  const watchThrottle = (store: ThrottleStore): ThrottleStore => ({
    ...store,
    async reserve(keys, windowMs) {
      const result = await store.reserve(keys, windowMs);
      reserved.count += 1;
      checker.events.changed();
      return result;
    },
  });
  beforeAll(async () => {
    const options: TestAppOptions = {
      env,
      verifyPassword: (h, p) => checker.verify(h, p),
      watchThrottle,
    };
    t = await buildTestApp(options);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has at most perAccount passwords checked out of 100 wrong and 1 right, the rest 429', async () => {
    checker.state.calls = 0;
    reserved.count = 0;
    // Every check waits until all 101 attempts have been reserved or refused, so an attempt
    // that succeeded cannot clear the count while others are still arriving.
    checker.hold();
    const attempts = [
      ...Array.from({ length: 100 }, (_, i) => ({
        email: testAdmin.email,
        password: `wrong-password-${i}`,
      })),
      testAdmin,
    ].sort(() => Math.random() - 0.5);
    const answers = Promise.all(
      attempts.map((body) => t.app.inject(jsonPost('/api/auth/login', body))),
    );
    await checker.events.until(() => reserved.count === attempts.length);
    checker.open();
    const results = await answers;

    const limit = defaultThrottleLimits.perAccount;
    expect(checker.state.calls).toBeLessThanOrEqual(limit);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts.length - checker.state.calls);
    expect(statuses.filter((s) => s === 400 || s === 200)).toHaveLength(checker.state.calls);
    for (const res of results.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({
        message: messages.auth.tooManyAttempts,
        code: 'rate_limited',
      });
    }
  });
});

describe('the password hash queue', () => {
  let t: TestApp;
  const checker = heldVerifier();
  beforeAll(async () => {
    t = await buildTestApp({ verifyPassword: (h, p) => checker.verify(h, p) });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => checker.open());

  it('checks at most two passwords at once, keeps a short line, answers 503 past it, and /api/health meanwhile', async () => {
    const { concurrency, maxWaiting } = defaultHashQueueLimits;
    const refused = 4;
    checker.state.calls = 0;
    checker.state.maxRunning = 0;
    checker.hold();
    // Each from its own address and for its own (unknown) account, so the throttle lets all through.
    const settled: LightMyRequestResponse[] = [];
    const answers = Array.from({ length: concurrency + maxWaiting + refused }, (_, i) =>
      t.app
        .inject({
          ...jsonPost('/api/auth/login', {
            email: `someone-${i}@burst.example`,
            password: 'not-the-password',
          }),
          remoteAddress: `10.1.0.${i + 1}`,
        })
        .then((res) => {
          settled.push(res);
          checker.events.changed();
          return res;
        }),
    );
    // Either the line filled up and the rest were refused, or (without a queue) too many run.
    await checker.events.until(
      () =>
        (checker.state.running === concurrency && settled.length === refused) ||
        checker.state.running > concurrency,
    );
    expect(checker.state.maxRunning).toBe(concurrency);
    // The line is full and two checks are running: the site still answers at once.
    expect((await t.app.inject(get('/api/health'))).statusCode).toBe(200);
    expect(checker.state.calls).toBe(concurrency);
    for (const res of settled) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ message: messages.auth.busy, code: 'busy' });
    }

    checker.open();
    const all = await Promise.all(answers);
    expect(all.filter((r) => r.statusCode === 400)).toHaveLength(concurrency + maxWaiting);
    expect(checker.state.calls).toBe(concurrency + maxWaiting);
    expect(checker.state.maxRunning).toBe(concurrency);
  });
});
