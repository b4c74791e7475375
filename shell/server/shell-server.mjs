// The shell's server: what the site's own origin answers besides static files. The site's composition
// (remotes.json + the routes each remote publishes), the /api and /uploads proxy, robots.txt and sitemap.xml,
// and every page: rendered on the server through the remotes' server code (dist/server of each app), with the
// browser left to draw what the server cannot (a session's pages, a remote whose server code is unavailable).
import { existsSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { hostSharedFiles } from '@immo237/shared/build/chunk-graph';
import { languageOfPath, pathInLanguage, pathWithinSite } from '../src/app/language-address.js';
import { builtFile } from './built-file.mjs';
import { browserEntries, createComposition, readRemotesMap } from './composition.mjs';
import { createRenderCache } from './render-cache.mjs';
import { loadLimitsFromEnv, refusalPages } from './load-limits.mjs';
import { canonicalAddress, pageAddress, singleSlashAddress } from './page-address.mjs';
import { escapeHtml, injectHead } from './page-head.mjs';
import { createSitemap, robotsTxt } from './sitemap.mjs';
import { encodedPage, pageEncoding } from './page-encoding.mjs';
import { settingsScript, siteSettingsFromEnv } from './site-settings.mjs';
import { onThisSite, tidyAddress } from './tidy-address.mjs';

/**
 * Written by the browser while its store holds a session (`@immo237/shared/auth`), removed when it loses it: '1'
 * and nothing else. It proves nothing and names no one; it only tells the server to draw the header's account
 * area neutral instead of 'Connexion' / 'Inscription', which the page's script then fills in.
 */
export const SESSION_HINT_COOKIE = 'immo237-session';

/**
 * Whether the browser says it holds a session (the session hint cookie).
 * @param {{ cookie?: string }} headers
 */
export function sessionHintOf(headers) {
  return /(?:^|;\s*)immo237-session=1(?:;|$)/.test(headers.cookie ?? '');
}

/** Written by 'Économiseur de données' (`@immo237/shared/config`): '1' on, '0' off. */
export const DATA_SAVER_COOKIE = 'immo237-data-saver';

/**
 * Whether pages are drawn light for this visitor: their choice (the cookie), else what the browser asks for
 * (`Save-Data: on`, a phone's data saver). `fromHeader` says the cookie was absent, so the page sends it: the
 * browser then hydrates with the state the server drew.
 * @param {{ cookie?: string, 'save-data'?: string | string[] }} headers
 */
export function dataSaverOf(headers) {
  const chosen = /(?:^|;\s*)immo237-data-saver=([01])(?:;|$)/.exec(headers.cookie ?? '')?.[1];
  if (chosen !== undefined) return { on: chosen === '1', fromHeader: false };
  return {
    on:
      String(headers['save-data'] ?? '')
        .trim()
        .toLowerCase() === 'on',
    fromHeader: true,
  };
}

/** The composition as inert data in the page (a JSON script is never run, so the CSP allows it). */
export function compositionScript(site) {
  const json = JSON.stringify({ ...site, remotes: browserEntries(site.remotes) }).replace(/</g, '\\u003c');
  return `<script id="immo237-composition" type="application/json">${json}</script>`;
}

/** The home page and every fixed path a remote lists for the sitemap. */
export function sitemapPaths(site) {
  return ['/', ...site.routes.filter((route) => route.sitemap).map((route) => route.path)];
}

/**
 * title, description, canonical, robots and Open Graph of a page: from its route's texts, or from the page itself
 * (a listing: its name and price, its photo for link previews).
 * @param {{ title: string, description: string, indexable: boolean, image?: string }} meta
 */
export function metaHead(meta, pageUrl, language) {
  const image = meta.image ? new URL(meta.image, pageUrl).href : null;
  const { origin, pathname } = new URL(pageUrl);
  const within = pathWithinSite(pathname);
  const addressIn = (/** @type {'fr' | 'en'} */ lng) => `${origin}${pathInLanguage(lng, within)}`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    // The same page in each language, French the default for any other.
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(addressIn('fr'))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(addressIn('en'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn('fr'))}">`,
    `<meta name="robots" content="${meta.indexable ? 'index, follow' : 'noindex, follow'}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Immo237">`,
    `<meta property="og:locale" content="${language === 'en' ? 'en_GB' : 'fr_FR'}">`,
    `<meta property="og:locale:alternate" content="${language === 'en' ? 'fr_FR' : 'en_GB'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    ...(image
      ? [
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta property="og:image:width" content="960">`,
        ]
      : []),
  ].join('');
}

/**
 * The page around the server's markup: its language, head, styles and #root content. The template is the
 * shell's built index.html (its entry and the start-up scripts it preloads).
 */
export function documentHtml(
  template,
  {
    language,
    head,
    styles,
    root,
    site,
    data = null,
    settings = null,
    sessionHint = false,
    startUp = null,
    moduleFiles = [],
  },
) {
  let html = template.replace(/<html lang=("?)[a-z-]+\1>/i, `<html lang="${language}">`);
  // The installed site opens in the language it was installed from.
  if (language === 'en')
    html = html.replace(
      /<link rel=("?)manifest\1 href=("?)\/manifest\.webmanifest\2>/,
      '<link rel="manifest" href="/manifest.en.webmanifest">',
    );
  if (head) html = injectHead(html, head);
  if (root !== null) {
    // A drawn page shows its content before any script: its start-up scripts (the entry and the files it
    // preloads) are started by the start-up script once the page's main photo has arrived (public/boot.js says
    // why), so on a slow link the photo is not slowed down by ~200 KB of code; written inline (`startUp`), it holds
    // a visitor's clicks from the first paint on. An empty page needs its scripts first: as built. The files of
    // the remote modules the page is made of (`moduleFiles`) are asked for with the shell's, not after them.
    const files = [];
    html = html.replace(
      /<link rel=("?)preload\1 as=("?)script\2 href=("?)([^" >]+)\3>/g,
      (_link, _q1, _q2, _q3, href) => {
        files.push(href);
        return '';
      },
    );
    html = html.replace(
      /<script defer(?:=("?)defer\1)? src=("?)([^" >]+)\2><\/script>/,
      (_entry, _q1, _q2, src) => {
        const preload = [...files, ...new Set(moduleFiles)].join(' ');
        const names = `data-main="${escapeHtml(src)}" data-preload="${escapeHtml(preload)}"`;
        return startUp === null
          ? `<script defer src="/boot.js" ${names}></script>`
          : `<script ${names}>${startUp}</script>`;
      },
    );
    html = html
      // The public pages work without JavaScript now: the warning would only mislead.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      // The header was drawn for a visitor whose browser holds a session: hydration starts from the same header.
      .replace(
        /<div id=("?)root\1><\/div>/,
        () => `<div id="root" data-ssr="${language}"${sessionHint ? ' data-session="1"' : ''}>${root}</div>`,
      );
  }
  return html
    .replace('</head>', () => `${styles}</head>`)
    .replace(
      '</body>',
      () =>
        `${compositionScript(site)}${settings ? settingsScript(settings) : ''}${data ? dataScript(data) : ''}</body>`,
    );
}

/**
 * What the shell's build shares (from its dist/chunk-graph.json): per package, nothing for those its start-up
 * loads, else the files of its copy, which a page's remote module that starts with it makes the browser fetch.
 * Null when the build has no such file (the dev server). Read again when the file changes, like the index: a shell
 * rebuilt in place never has its old files named.
 * @param {string} distDir @param {{ checkEveryMs?: number }} [options]
 * @returns {() => Map<string, string[]> | null}
 */
export function sharedPackagesOf(distDir, { checkEveryMs } = {}) {
  const read = builtFile(path.join(distDir, 'chunk-graph.json'), {
    parse: (text) => hostSharedFiles(JSON.parse(text).groups),
    checkEveryMs,
  });
  return () => {
    try {
      return read();
    } catch {
      return null;
    }
  };
}

/** A browser, a crawler or a link preview (they often accept any type) asks for a page, not a call. */
function wantsPage(accept = '*/*') {
  return accept.includes('text/html') || accept.includes('*/*');
}

/** The data the server drew the page from, for the browser's query cache (inert JSON, read once). */
export function dataScript(data) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="immo237-data" type="application/json">${json}</script>`;
}

/** The renderer from the shell's server build, or null (no server build: the browser draws every page). */
async function loadRenderer(distDir, apiUrl, log) {
  const entry = path.join(distDir, 'server', 'main.js');
  if (!existsSync(entry)) {
    log.warn(`${entry} missing: pages are drawn in the browser`);
    return null;
  }
  const { createRenderer } = createRequire(import.meta.url)(entry);
  return createRenderer({ apiUrl });
}

/**
 * @param {import('fastify').FastifyInstance} server
 * @param {{ distDir: string, remotesFile: string, apiUrl: string, env: NodeJS.ProcessEnv,
 *   remoteOrigins: () => string[], escapeAttribute: (value: string) => string, proxyTimeoutMs?: number,
 *   ownOrigin?: string, pressureSampleMs?: number, startUpScript?: () => ({ text: string } | null) }} options
 *   ownOrigin: this server's configured origin, the site's address without PUBLIC_URL; pressureSampleMs: how often
 *   the event loop's lag is measured (tests shorten it); startUpScript: the start-up script written inline in drawn
 *   pages (start-up-script.mjs; the same reader gives the CSP its hash), else they name /boot.js
 */
export async function registerShellRoutes(
  server,
  {
    distDir,
    remotesFile,
    apiUrl,
    env,
    remoteOrigins,
    escapeAttribute,
    proxyTimeoutMs = 120_000,
    ownOrigin = 'http://localhost:3000',
    pressureSampleMs = 1000,
    startUpScript = () => null,
  },
) {
  const composition = createComposition({ remotesFile, env, hostShared: sharedPackagesOf(distDir) });
  // The site's absolute URLs (sitemap, robots.txt, canonical and Open Graph addresses, the pages' structured data
  // and share links) come from PUBLIC_URL, else from this server's own configured origin: never from the request's
  // Host or path, which the visitor writes (a forged Host, or a path starting with '//', would put another site's
  // addresses into the sitemap and into pages kept for everyone).
  const publicOrigin = new URL(env.PUBLIC_URL?.trim().replace(/\/+$/, '') || ownOrigin).origin;
  // Where the site is served decides them (MAP_TILES_URL…, the public origin): read once, written into every page.
  const settings = { ...siteSettingsFromEnv(env), origin: publicOrigin };
  const limits = loadLimitsFromEnv(env);
  const refusals = refusalPages();
  const renderer = env.SSR === 'false' ? null : await loadRenderer(distDir, apiUrl, server.log);
  const cacheMs = env.SSR_CACHE_MS === undefined ? 10_000 : Number(env.SSR_CACHE_MS);
  if (!Number.isInteger(cacheMs) || cacheMs < 0) {
    throw new Error(
      `SSR_CACHE_MS must be a number of milliseconds, 0 to turn the cache off (got "${env.SSR_CACHE_MS}")`,
    );
  }
  const cache = createRenderCache({
    apiUrl,
    ttlMs: renderer ? cacheMs : 0,
    maxBytes: limits.cacheMb * 1024 * 1024,
  });
  server.addHook('onClose', async () => cache.close());

  // An address whose path starts with '//' (or a backslash) is another site's address to a browser: the visitor
  // is sent to its single-slash form on this site, permanently, before anything is looked up or drawn.
  server.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const single = singleSlashAddress(request.url);
    if (single === null) return undefined;
    return reply.header('Cache-Control', 'no-cache').redirect(single, 301);
  });

  // Load shedding: while the event loop lags past SSR_MAX_EVENT_LOOP_DELAY_MS, pages are refused at once with a
  // short 503 in the visitor's language (French by default) and Retry-After, instead of queueing renders until
  // every visitor times out. Files, the composition and the API proxy are not refused: a page already loading in a
  // browser still gets its scripts (the API sheds its own load).
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: pressureSampleMs,
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: (request, reply, type) => {
      if (!isPageRequest(request)) return undefined;
      request.log.warn({ pressure: type }, 'under pressure: page refused');
      reply
        .code(503)
        .header('Retry-After', String(limits.retryAfterSeconds))
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8');
      // A value returned here is what the plugin sends.
      return refusals.busy[languageOfPath(request.url)];
    },
  });

  // Renders are what a client can make this server do at its own cost: the pages not in the cache are limited per
  // client address (request.ip: the peer, or the visitor a TRUST_PROXY balancer names), cached pages never are.
  await server.register(fastifyRateLimit, { global: false });
  const mayDraw =
    limits.rendersPerMinute > 0
      ? server.createRateLimit({ max: limits.rendersPerMinute, timeWindow: 60_000 })
      : null;

  server.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return browserEntries(await readRemotesMap(remotesFile, env));
  });
  // The routes of the site as the remotes in the map publish them (also embedded in every page).
  server.get('/composition.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const site = await composition.compose();
    return { ...site, remotes: browserEntries(site.remotes) };
  });

  // The API's answers reach phones through this proxy: compressed on the way (a page of six listings is ~24 KB of
  // JSON, ~4 KB in brotli). The API itself sends them as they are: its other client, this server's renderer, is on
  // the same machine or network, where compressing would only cost CPU on both sides. Images are left as they are
  // (WebP does not compress), so are small answers.
  await server.register(async (proxies) => {
    await proxies.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    for (const prefix of ['/api', '/uploads']) {
      await proxies.register(fastifyHttpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        // An API that stalls costs the visitor a 504 after this long, not a connection held for ever.
        undici: { headersTimeout: proxyTimeoutMs, bodyTimeout: proxyTimeoutMs },
        // The API down must look like a gateway error to the site, which shows its 502/503 screens.
        replyOptions: {
          // The API keys its per-address limits on X-Forwarded-For from this (trusted, loopback) proxy: it must
          // carry the address this server sees, never one the visitor wrote into the request.
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
          // The cause stays in this server's log: the answer names no address, port or error of the inside. An API
          // that does not answer in time is a 504, one that cannot be reached a 502.
          onError: (reply, { error }) => {
            const late = error?.statusCode === 504;
            reply.log.warn({ err: error }, late ? 'API too slow' : 'API unreachable');
            reply.code(late ? 504 : 502).send(
              late
                ? {
                    statusCode: 'GATEWAY_TIMEOUT',
                    data: null,
                    message: 'Le service met trop de temps à répondre.',
                  }
                : {
                    statusCode: 'BAD_GATEWAY',
                    data: null,
                    message: 'Le service est momentanément injoignable.',
                  },
            );
          },
        },
      });
    }
  });

  const indexHtml = builtFile(path.join(distDir, 'index.html'), { parse: (text) => text });
  /** index.html with a preconnect to each remote origin (known here, not when the shell was built). */
  const template = async () => {
    const html = indexHtml();
    // The page may be kept and sent to everyone: nothing in it comes from the request's Host.
    const links = remoteOrigins()
      .filter((origin) => origin !== publicOrigin)
      .map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`)
      .join('');
    return html.replace(/<meta charset=("?)utf-8\1>/i, (charset) => `${charset}${links}`);
  };

  /**
   * A page drawn for `language` from the current composition: its status, its body in every encoding, the remote
   * modules left to the browser (none: the page may be kept) and who drew it. Whatever fails on the server, the
   * page is still there for the browser to draw, never a blank page or a stack.
   */
  const drawPage = async (request, language, site, sessionHint, dataSaver, scripts) => {
    const html = await template();
    const { path: pagePath } = pageAddress(request.url);
    let status = 200;
    let root = null;
    let styles = '';
    let pageHead = null;
    let data = null;
    let leftToBrowser = '';
    /** @type {string[]} */
    let moduleFiles = [];
    if (renderer) {
      try {
        const result = await renderer.render({
          url: request.url,
          composition: site,
          language,
          origin: publicOrigin,
          sessionHint,
          dataSaver,
        });
        ({ status, styles } = result);
        root = result.html;
        const canonical = canonicalAddress(publicOrigin, pagePath);
        if (!pageHead && result.head)
          pageHead = metaHead({ ...result.head, indexable: true }, canonical, language);
        else if (!pageHead && result.meta) pageHead = metaHead(result.meta, canonical, language);
        leftToBrowser = result.leftToBrowser.join(' ');
        moduleFiles = (result.modules ?? []).flatMap((/** @type {string} */ id) => scripts.get(id) ?? []);
        data = result.data;
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: the browser draws the page');
      }
    }
    const body = encodedPage(
      documentHtml(html, {
        language,
        head: pageHead,
        styles,
        root,
        site,
        data,
        settings,
        sessionHint,
        startUp: startUpScript()?.text ?? null,
        moduleFiles,
      }),
    );
    return {
      status,
      body,
      bytes: body.bytes,
      leftToBrowser,
      drawnBy: root === null ? 'browser' : 'server',
      // Only a whole page is kept: one drawn entirely by the server, found or not found.
      keep: root !== null && !leftToBrowser && (status === 200 || status === 404),
    };
  };

  /**
   * Pages being drawn, by key: visitors asking for the same page while it is drawn wait for that drawing rather
   * than start their own (a listing shared in a WhatsApp group brings its readers all at once; fifty renders of
   * one page at the same moment would starve each other past their time limits, and none would be kept).
   */
  const drawing = new Map();

  /** Any page of the site: from the short cache, from a drawing under way, or drawn now. */
  const sendPage = async (request, reply) => {
    const tidy = tidyAddress(request.url);
    if (tidy !== null) return reply.header('Cache-Control', 'no-cache').redirect(tidy, 302);
    const language = languageOfPath(request.url);
    const sessionHint = sessionHintOf(request.headers);
    const dataSaver = dataSaverOf(request.headers);
    const address = pageAddress(request.url);
    const { composition: site, key: remotesKey, scripts = new Map() } = await composition.current();
    // The same site, address (the parameters pages read), language, header variant and remotes: the same page (a
    // release changes the remotes' entries). An address with a parameter no page reads is drawn apart (its own
    // key for the drawing under way) and never kept nor taken from the cache.
    const key = [
      publicOrigin,
      language,
      sessionHint ? 'session' : 'anonymous',
      dataSaver.on ? 'light' : 'full',
      address.plain ? address.key : request.url,
      remotesKey,
    ].join(' ');
    const cached = /** @type {{ status: number, body: ReturnType<typeof encodedPage> } | undefined} */ (
      address.plain ? cache.get(key) : undefined
    );
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Encoding, Save-Data');
    // Drawn light because the browser asked (Save-Data: on) and no choice was made: the choice is written with the
    // page, so the browser's script starts from the state the page was drawn with (and the toggle shows it).
    if (dataSaver.fromHeader && dataSaver.on)
      reply.header('Set-Cookie', `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    if (cached) {
      reply.header('x-immo237-render', 'cache');
      return reply.code(cached.status).send(cached.body(encoding));
    }
    let page = drawing.get(key);
    if (!page) {
      // Only a new drawing counts against the client's address: waiting for one under way costs nothing more.
      const limit = mayDraw ? await mayDraw(request) : null;
      if (limit && !limit.isAllowed && limit.isExceeded) {
        request.log.warn('too many renders from one address: page refused');
        reply.removeHeader('Content-Encoding');
        return reply
          .code(429)
          .header('Retry-After', String(Math.max(1, limit.ttlInSeconds)))
          .header('Cache-Control', 'no-store')
          .send(refusals.tooMany[language]);
      }
      page = drawPage(request, language, site, sessionHint, dataSaver.on, scripts);
      drawing.set(key, page);
      const done = () => drawing.delete(key);
      page.then(done, done);
      const drawn = await page;
      if (drawn.keep && address.plain)
        cache.set(key, { status: drawn.status, body: drawn.body }, drawn.bytes);
    }
    const { status, body, leftToBrowser, drawnBy } = await page;
    if (leftToBrowser) reply.header('x-immo237-browser-rendered', leftToBrowser);
    reply.header('x-immo237-render', drawnBy);
    return reply.code(status).send(body(encoding));
  };

  server.get('/', (request, reply) => sendPage(request, reply));
  /** A GET of a page (not a file, not a call): what the server draws, and refuses when it is overloaded. */
  function isPageRequest(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '';
    if (path === '/remotes.json' || path === '/composition.json') return false;
    if (/^\/(api|uploads)(\/|$)/.test(path)) return false;
    return !/\.[a-z0-9]+$/i.test(path) && wantsPage(request.headers.accept);
  }
  // Pages are not files: a GET that would reach the static files' catch-all without a file extension (/search,
  // /details/…) is answered as a page at once. @fastify/static would first look for it in dist/ — reading the
  // folder's entries to check the path's spelling, once per encoding — only to give up; that search cost a cached
  // page five times what '/' costs.
  server.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/*') return undefined;
    const path = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(path) || !wantsPage(request.headers.accept)) return undefined;
    return sendPage(request, reply);
  });
  // The site's forms are sent by the application, never by the browser: a form sent natively all the same (its
  // script failed, or a click came before hydration) is answered by the page again, its body left unread, so a
  // password never reaches an address, a log or this server's memory.
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 1 }, (request, _payload, done) => done(null));
    scope.post('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send({ statusCode: 'NOT_FOUND', data: null });
      return reply.header('Cache-Control', 'no-store').redirect(onThisSite(request.url), 303);
    });
  });
  const sitemapXml = createSitemap(apiUrl, async () => sitemapPaths(await composition.compose()));
  server.get('/robots.txt', async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(publicOrigin);
  });
  server.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = await sitemapXml(publicOrigin);
      reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8');
      return xml;
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: API unavailable');
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ statusCode: 'SERVICE_UNAVAILABLE', data: null });
    }
  });
  server.setNotFoundHandler((request, reply) => {
    // A page for browsers and for crawlers and link previews (which often accept */*); a missing file (a name
    // with an extension) or a call stays a plain 404.
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && wantsPage(request.headers.accept) && !/\.[a-z0-9]+$/i.test(path))
      return sendPage(request, reply);
    return reply.code(404).send({ statusCode: 'NOT_FOUND', data: null });
  });
}
