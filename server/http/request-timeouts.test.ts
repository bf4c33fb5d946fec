import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { multipart } from '../test/multipart.ts';

/**
 * Clients that send slowly, over real sockets. The limits are configured small here
 * (REQUEST_*_SECONDS); the defaults and why are in request-timeouts.ts.
 */

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** A raw connection: what the server sent, and a promise of the moment it closed the connection. */
function rawClient(port: number): {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
} {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => data, closed };
}

/** Writes `chunks` one after the other, `gapMs` apart: a slow but steady client. */
async function writeSteadily(
  write: (chunk: Buffer) => void,
  chunks: Buffer[],
  gapMs: number,
): Promise<void> {
  for (const chunk of chunks) {
    write(chunk);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

function split(body: Buffer, parts: number): Buffer[] {
  const size = Math.ceil(body.length / parts);
  return Array.from({ length: parts }, (_, i) => body.subarray(i * size, (i + 1) * size)).filter(
    (c) => c.length > 0,
  );
}

describe('a body that stops arriving', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { REQUEST_IDLE_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '60' },
    });
    port = await listen(t);
  });
  afterAll(async () => t.close());

  it('frees the connection of a client who stops sending, and stores nothing', async () => {
    const form = multipart({ caption: 'Half sent', image: await jpeg(200, 150) });
    const clients = [true, false].map((signedIn) => {
      const client = rawClient(port);
      client.socket.write(
        `POST /api/photo/add HTTP/1.1\r\nHost: 127.0.0.1\r\n${signedIn ? `X-Access-Token: ${t.token}\r\n` : ''}` +
          `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
      );
      // Half of the body, then silence.
      client.socket.write(form.payload.subarray(0, form.payload.length >> 1));
      return client;
    });
    // Signed in (the body is being read) or not (refused with 401, the rest of the body drained).
    await Promise.all(clients.map((c) => c.closed));
    expect(clients[0]?.received()).toBe('');
    expect(clients[1]?.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect((await read<{ data: unknown[] }>(t, '/api/photo')).data).toEqual([]);
  });

  it('lets a slow but steady upload finish, however long it takes in all', async () => {
    const form = multipart({ caption: 'Sent slowly', image: await jpeg(400, 300) });
    // 30 pieces 100 ms apart: three seconds in all, six times the idle limit, never idle long.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/photo/add',
          agent: false,
          headers: {
            ...form.headers,
            'content-length': form.payload.length,
            'x-access-token': t.token,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      void writeSteadily((chunk) => req.write(chunk), split(form.payload, 30), 100).then(() =>
        req.end(),
      );
    });
    const res = await answer;
    expect(res.status, res.body).toBe(201);
    expect((await read<{ data: Array<{ caption: string }> }>(t, '/api/photo')).data).toEqual([
      expect.objectContaining({ caption: 'Sent slowly' }),
    ]);
  });
});

describe('a request that never ends', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { REQUEST_TIMEOUT_SECONDS: '1.5', REQUEST_IDLE_TIMEOUT_SECONDS: '60' },
    });
    port = await listen(t);
  });
  afterAll(async () => t.close());

  it('answers 408 and closes when a body drips in a byte at a time past the request timeout', async () => {
    const client = rawClient(port);
    client.socket.write(
      `POST /api/about_us/update HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Token: ${t.token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"text":"',
    );
    const drip = setInterval(() => client.socket.write('a'), 100);
    await client.closed;
    clearInterval(drip);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"code":"validation_failed"');
  });

  it('answers 408 and closes when the headers drip in', async () => {
    const client = rawClient(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => client.socket.write('X-Slow: a\r\n'), 100);
    await client.closed;
    clearInterval(drip);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
