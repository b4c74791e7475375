// How long a client may take, and how long the shell waits for the API: the same settings as
// the API's (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, IDLE_TIMEOUT_MS) plus PROXY_TIMEOUT_MS. A stalled client is
// answered 408 and cut off; a stalled API costs the visitor a 504, not a connection held for ever.
import { createServer } from 'node:http';

export const TIMEOUT_DEFAULTS = {
  requestMs: 120_000,
  headersMs: 15_000,
  idleMs: 120_000,
  // Between two requests on a kept-alive connection: longer than a balancer's or a client's own idle time, so the
  // server never closes a socket the other side is about to send on (Node's 5 s default causes resets).
  keepAliveMs: 65_000,
  proxyMs: 120_000,
};

const NAMES = {
  requestMs: 'REQUEST_TIMEOUT_MS',
  headersMs: 'HEADERS_TIMEOUT_MS',
  idleMs: 'IDLE_TIMEOUT_MS',
  keepAliveMs: 'KEEP_ALIVE_TIMEOUT_MS',
  proxyMs: 'PROXY_TIMEOUT_MS',
};

/** The timeouts the environment sets (whole milliseconds, 1 to 3 600 000), the defaults elsewhere. */
export function timeoutsFromEnv(env = process.env) {
  const timeouts = { ...TIMEOUT_DEFAULTS };
  for (const [key, name] of Object.entries(NAMES)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 3_600_000)
      throw new Error(`${name} must be a whole number of milliseconds from 1 to 3600000 (got "${raw}").`);
    timeouts[key] = value;
  }
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS.');
  return timeouts;
}

/** Fastify's `serverFactory`: Node's server with these limits, checked every second (Node's default is 30 s). */
export function timedServerFactory(timeouts) {
  return (handler) => {
    const server = createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: timeouts.headersMs,
        connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
      },
      handler,
    );
    server.setTimeout(timeouts.idleMs);
    server.keepAliveTimeout = timeouts.keepAliveMs ?? TIMEOUT_DEFAULTS.keepAliveMs;
    return server;
  };
}
