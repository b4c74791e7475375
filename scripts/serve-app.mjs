// Production server of one app of the composed site: its dist/ as static files with the right cache headers.
// The shell's server also answers /remotes.json (where the remotes live, overridable from the environment),
// falls back to index.html for client-side routes, and proxies /api and /uploads to the API.
// Usage: node scripts/serve-app.mjs <shell|catalog|auth|profile|content|admin> [--dist <folder>] [--quiet]
// (--dist serves another build of the app, e.g. a release candidate beside the current one)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import { parseRemotesMap } from '../shell/server/composition.mjs';
import { registerShellRoutes } from '../shell/server/shell-server.mjs';
import { startUpScriptReader } from '../shell/server/start-up-script.mjs';
import { mapTilesFromEnv } from '../shell/server/site-settings.mjs';
import { timedServerFactory, timeoutsFromEnv } from '../shell/server/timeouts.mjs';
import { trustProxyFromEnv } from '../shell/server/trust-proxy.mjs';
import { REMOTES, SHELL, apiUrlFromEnv, hostFromEnv, portOf, repoRoot } from './apps.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|svg|avif|woff2?)$/;
const NEVER_CACHED = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  // The service worker: browsers look for a new one at each visit.
  'sw.js',
  'offline.html',
  'offline.en.html',
]);

/** @param {import('fastify').FastifyReply} reply @param {string} filePath */
function setCacheHeaders(reply, filePath) {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (HASHED.test(base)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (NEVER_CACHED.has(base)) reply.header('Cache-Control', 'no-cache');
  else reply.header('Cache-Control', 'public, max-age=300');
}

/** Origins of the remotes currently in the map, re-read whenever the file changes (a release changes them). */
function remoteOriginsReader(remotesFile, env) {
  let cache = { mtime: -1, origins: [] };
  return () => {
    let mtime = 0;
    try {
      mtime = statSync(remotesFile).mtimeMs;
    } catch {
      // No readable map: the page will show its 503 screens; the policy stays strict.
    }
    if (mtime !== cache.mtime) {
      let origins = [];
      try {
        const remotes = parseRemotesMap(JSON.parse(readFileSync(remotesFile, 'utf8')), env);
        // The browser loads each remote's manifest, entry and chunks from the manifest's origin.
        origins = [...new Set(Object.values(remotes).map((entries) => new URL(entries.browser).origin))];
      } catch {
        // Unreadable or half-written map: keep the policy strict until it is whole again.
      }
      cache = { mtime, origins };
    }
    return cache.origins;
  };
}

const escapeAttribute = (value) =>
  String(value).replace(
    /[&"<>]/g,
    (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char],
  );

/**
 * The origin photos are served from when the API keeps them in object storage (S3_PUBLIC_URL, the same value as
 * the API's): listing answers and pages point there, so it joins img-src, and no other directive.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export function imagesOriginFromEnv(env) {
  const raw = env.S3_PUBLIC_URL?.trim();
  if (!raw) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`S3_PUBLIC_URL must be an http(s) URL (got "${raw}").`);
  return url.origin;
}

/**
 * Content-Security-Policy: scripts only from this origin and the configured remotes, and for the shell the one inline
 * start-up script by its hash (no other inline script, no eval);
 * styles may be inline (styled-components injects them); the office map may be framed from OpenStreetMap; images
 * may also come from the map tiles' origin (MAP_TILES_URL) and the photos' origin (S3_PUBLIC_URL) when there is one.
 */
/** mf-content's office map probe (mf-content/src/features/contact/office-location.ts). */
const OFFICE_MAP_PROBE_ORIGIN = 'https://tile.openstreetmap.org';

function cspDirectives(name, remoteOrigins, imagesOrigin, tilesOrigin, startUpScript) {
  const withRemotes = (...sources) =>
    name === 'shell' ? [...sources, (_req, _res) => remoteOrigins().join(' ') || "'self'"] : sources;
  // The shell's drawn pages carry one inline script, the start-up script: allowed by its hash alone.
  const startUpHash = name === 'shell' ? [(_req, _res) => startUpScript()?.hash ?? ''] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...withRemotes("'self'"), ...startUpHash],
    connectSrc: withRemotes("'self'"),
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The contact page's office map checks that OpenStreetMap answers with one of its tiles before framing it,
    // whatever tiles the search map uses: that origin stays beside MAP_TILES_URL's.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...new Set([OFFICE_MAP_PROBE_ORIGIN, tilesOrigin]),
      ...(imagesOrigin ? [imagesOrigin] : []),
    ],
    fontSrc: ["'self'"],
    frameSrc: ['https://www.openstreetmap.org'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * A page's address as the logs keep it: the password-reset link's `?token=` and the e-mail verification link's
 * last segment would let a log reader take over an account (the API masks its own addresses the same way,
 * api/src/lib/redact-url.ts).
 */
export function redactUrl(url) {
  return url
    .replace(/([?&](?:token|code|refreshToken)=)[^&#]*/gi, '$1[masqué]')
    .replace(/(\/verify-email\/)[^/?#]+/gi, '$1[masqué]');
}

function logOptions(enabled, stream) {
  if (!enabled) return false;
  return {
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * @param {'shell'|'catalog'|'auth'|'profile'|'content'} name
 * @param {{ distDir?: string, remotesFile?: string, apiUrl?: string, env?: NodeJS.ProcessEnv, logger?: boolean,
 *   logStream?: { write(line: string): void }, pressureSampleMs?: number }} [options] pressureSampleMs: how often the
 *   shell's server measures its event loop's lag (1 s; tests shorten it)
 */
export async function createAppServer(name, options = {}) {
  const env = options.env ?? process.env;
  const app = name === 'shell' ? SHELL : REMOTES.find((remote) => remote.name === name);
  if (!app)
    throw new Error(`Unknown app "${name}": expected shell, ${REMOTES.map((r) => r.name).join(', ')}`);
  const distDir = options.distDir ?? path.join(repoRoot, app.dir, 'dist');
  const timeouts = timeoutsFromEnv(env);
  const server = Fastify({
    logger: logOptions(options.logger ?? false, options.logStream),
    // A stalled client is answered 408 and cut off (slowloris); an idle connection is closed.
    serverFactory: timedServerFactory(timeouts),
    // Behind a load balancer: its X-Forwarded-For names the visitor (passed on to the API by the proxy below).
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
  });

  const remotesFile = options.remotesFile ?? env.REMOTES_FILE ?? path.join(distDir, 'remotes.json');
  // One reader for the CSP and the HTML's preconnects: the map is stat'ed once per request, parsed when it changes.
  const remoteOrigins = remoteOriginsReader(remotesFile, env);
  // One reader for the drawn pages and the CSP's hash of the inline start-up script.
  const startUpScript = startUpScriptReader(path.join(distDir, 'boot.js'));
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(
        name,
        remoteOrigins,
        imagesOriginFromEnv(env),
        mapTilesFromEnv(env).origin,
        startUpScript,
      ),
    },
    // The shell (another origin) runs the remotes' scripts: they must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: name === 'shell' ? 'same-origin' : 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS front (CDN or load balancer), not to these plain-HTTP servers.
    strictTransportSecurity: false,
  });

  if (name !== 'shell') {
    // The shell (another origin) fetches the manifest, remoteEntry and chunks of each remote.
    server.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
  }

  await server.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    setHeaders: setCacheHeaders,
    wildcard: true,
    index: name === 'shell' ? false : ['index.html'],
  });

  if (name === 'shell') {
    await registerShellRoutes(server, {
      distDir,
      remotesFile,
      apiUrl: options.apiUrl ?? apiUrlFromEnv(env),
      proxyTimeoutMs: timeouts.proxyMs,
      env,
      remoteOrigins,
      escapeAttribute,
      // The site's address when PUBLIC_URL is unset (never the request's Host).
      ownOrigin: `http://localhost:${portOf(app, env)}`,
      startUpScript,
      ...(options.pressureSampleMs ? { pressureSampleMs: options.pressureSampleMs } : {}),
    });
  }

  return { server, port: portOf(app, env), host: hostFromEnv(env) };
}

export async function serveApp(name, options) {
  const { server, port, host } = await createAppServer(name, options);
  await server.listen({ port, host });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2];
  const distFlag = process.argv.indexOf('--dist');
  const distDir = distFlag > 0 ? path.resolve(process.argv[distFlag + 1] ?? '') : undefined;
  // --quiet: no line per request (the development site's shell).
  serveApp(name, { logger: !process.argv.includes('--quiet'), distDir }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
