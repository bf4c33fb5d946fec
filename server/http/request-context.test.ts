import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { currentActor, notedItem, noteItem, registerRequestContext } from './request-context.ts';

/** A guard like the real one: it decides who is asking after an await, in a later hook. */
async function appWithGuard() {
  const app = Fastify();
  registerRequestContext(app);
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    await sleep(5);
    const name = request.headers['x-user'];
    if (typeof name === 'string') request.admin = { id: `id-${name}`, username: name, email: name, token: { id: 't', expiresAt: new Date(), version: 0 } };
  });
  app.get('/who', async () => {
    await sleep(Math.random() * 20);
    // As a service would see it, several awaits deep.
    return Promise.resolve().then(() => currentActor());
  });
  await app.ready();
  return app;
}

describe('request context', () => {
  it('gives each of many parallel requests its own actor, across awaits', async () => {
    const app = await appWithGuard();
    const names = Array.from({ length: 40 }, (_, i) => `admin${i}@example.com`);
    const answers = await Promise.all(names.map((name) => app.inject({ url: '/who', headers: { 'x-user': name } })));
    expect(answers.map((res) => res.json<{ email: string }>().email)).toEqual(names);
    expect(answers[3]?.json()).toEqual({ userId: 'id-admin3@example.com', email: 'admin3@example.com', ip: '127.0.0.1' });
    await app.close();
  });

  it('has no actor outside a request or without a sign-in', async () => {
    expect(currentActor()).toEqual({ userId: null, email: null, ip: null });
    const app = await appWithGuard();
    expect((await app.inject({ url: '/who' })).json()).toEqual({ userId: null, email: null, ip: '127.0.0.1' });
    await app.close();
  });
});

describe('noteItem', () => {
  it('keeps what each parallel request noted apart, and does nothing outside a request', async () => {
    noteItem({ kind: 'photo', itemId: null, caption: 'outside' });
    const app = Fastify();
    registerRequestContext(app);
    app.get('/note/:n', async (request) => {
      const { n } = request.params as { n: string };
      await sleep(Math.random() * 10);
      noteItem({ kind: 'photo', itemId: n, caption: `Still ${n}` });
      await sleep(Math.random() * 10);
      return notedItem(request);
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => app.inject({ url: `/note/${n}` })));
    expect(answers.map((res) => res.json<{ caption: string }>().caption)).toEqual(Array.from({ length: 20 }, (_, n) => `Still ${n}`));
    await app.close();
  });
});
