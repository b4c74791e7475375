import assert from 'node:assert/strict';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a server (PostgreSQL in the fault tests) that can be cut (every connection dropped, new ones
 * refused), made to hold (new connections accepted and never answered: a server that hangs, a black-holed network)
 * and restored. The machine's server itself is left alone.
 */
export async function tcpRelay(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const listen = async (onConnection: (client: Socket) => void) => {
    server = createServer(onConnection);
    await new Promise<void>((resolve) => server!.listen(listenPort, '127.0.0.1', resolve));
    listenPort = (server!.address() as { port: number }).port;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
      dropAll();
    });
  const open = () =>
    listen((client) => {
      const upstream = createConnection({ host, port });
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
  await open();
  return {
    port: listenPort,
    /** Every connection dropped, new ones refused. */
    cut: stop,
    /** Every connection dropped; new ones accepted, their bytes read and never answered. */
    async hold() {
      await stop();
      await listen((client) => {
        sockets.add(client);
        client.resume();
        client.on('error', () => client.destroy()).on('close', () => sockets.delete(client));
      });
    },
    /** Relaying again (after cut or hold). */
    async restore() {
      await stop();
      await open();
    },
    close: async () => {
      dropAll();
      if (server?.listening) await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

/** After the link is restored: asks until the API answers 200 again (at most ~5 s), and returns the last status. */
export async function statusOnceBack(call: () => Promise<{ statusCode: number }>): Promise<number> {
  let status = 0;
  for (let i = 0; i < 50 && status !== 200; i += 1) {
    status = (await call()).statusCode;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

/** The PostgreSQL of the suite's PostgreSQL pass (API_TEST_DB=postgres with TEST_DATABASE_URL), else null. */
export const suitePostgres = () =>
  process.env.API_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL
    ? new URL(process.env.TEST_DATABASE_URL)
    : null;

/**
 * A relay to `target`, and TEST_DATABASE_URL pointed through it: the test app made after this (the helper imported
 * afterwards) reaches the database only through the relay, which the test cuts, holds and restores. The caller
 * closes it after the app (registering its `after` once the app's).
 */
export async function relayTestDatabase(target: URL) {
  const link = await tcpRelay(target.hostname, Number(target.port || 5432));
  const through = new URL(target.href);
  through.hostname = '127.0.0.1';
  through.port = String(link.port);
  process.env.TEST_DATABASE_URL = through.href;
  return link;
}

/** Asserts the answer of a request made while the database is out of reach: the French 503 with Retry-After. */
export function assertUnavailable(res: {
  statusCode: number;
  body: string;
  json(): unknown;
  headers: Record<string, unknown>;
}) {
  assert.equal(res.statusCode, 503, res.body);
  const body = res.json() as { statusCode: string; message: string };
  assert.equal(body.statusCode, 'SERVICE_UNAVAILABLE');
  assert.equal(body.message, 'Service momentanément indisponible : réessayez dans quelques secondes.');
  assert.equal(res.headers['retry-after'], '5');
}
