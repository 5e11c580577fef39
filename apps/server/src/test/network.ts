/**
 * Network stand-ins for tests of calls to another server: an app listening on a loopback port, a
 * server that accepts and never answers (slow), and a port nobody listens on (down, or free for a
 * server process a test starts).
 */
import { createServer, type Socket } from 'node:net';
import type { TestContext } from './helpers.ts';

export async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('sin puerto');
  return `http://127.0.0.1:${address.port}`;
}

/** A TCP server that accepts connections and never answers (a slow supplier). */
export async function silentServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const stop = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('sin puerto');
  return { url: `http://127.0.0.1:${address.port}`, stop };
}

/** A loopback port nobody listens on now: for a server process a test starts, or a supplier that is down. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('sin puerto'));
      server.close(() => resolve(address.port));
    });
  });
}

/** A loopback port nobody listens on (a supplier that is down). */
export async function closedPort(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
