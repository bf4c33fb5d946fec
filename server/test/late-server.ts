import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

/** A port nothing listens on right now (the OS hands it out, then it is released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Whether a connection to `port` on 127.0.0.1 is refused: nothing listens there any more. */
export function portRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Starts listening on `port` (chosen earlier with freePort) and forwards every request to
 * `targetOrigin`: a service that was unreachable at that address comes up later.
 */
export async function forwardLater(port: number, targetOrigin: string) {
  const server: Server = createServer((req, res) => {
    fetch(new URL(req.url ?? '/', targetOrigin))
      .then(async (upstream) => {
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
