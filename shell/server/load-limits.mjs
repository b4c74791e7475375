// @ts-check
// What the shell's server takes on before it says no: the render cache's memory, the event-loop lag past which
// pages are refused (503 with Retry-After, @fastify/under-pressure), and the renders a single client address may
// cause (cached pages are never counted, @fastify/rate-limit). Read from the environment once, at start; a
// malformed value stops the start with a clear message.
import { readFileSync } from 'node:fs';
import { escapeHtml } from './page-head.mjs';

export const LOAD_DEFAULTS = {
  /** SSR_CACHE_MB: the pages kept, in MB (0 = no cache). */
  cacheMb: 64,
  /** SSR_MAX_EVENT_LOOP_DELAY_MS: mean event-loop lag, sampled each second, past which pages get 503 (0 = never). */
  maxEventLoopDelayMs: 1000,
  /** SSR_RETRY_AFTER: the seconds a refused visitor is asked to wait. */
  retryAfterSeconds: 5,
  /** SSR_RENDERS_PER_MINUTE: renders (pages not in the cache) one client address may cause a minute (0 = any). */
  rendersPerMinute: 300,
};

const NAMES = {
  cacheMb: 'SSR_CACHE_MB',
  maxEventLoopDelayMs: 'SSR_MAX_EVENT_LOOP_DELAY_MS',
  retryAfterSeconds: 'SSR_RETRY_AFTER',
  rendersPerMinute: 'SSR_RENDERS_PER_MINUTE',
};

const LIMITS = {
  cacheMb: [0, 65_536],
  maxEventLoopDelayMs: [0, 60_000],
  retryAfterSeconds: [1, 3600],
  rendersPerMinute: [0, 1_000_000],
};

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {typeof LOAD_DEFAULTS}
 */
export function loadLimitsFromEnv(env) {
  const limits = { ...LOAD_DEFAULTS };
  for (const [key, name] of /** @type {[keyof typeof LOAD_DEFAULTS, string][]} */ (Object.entries(NAMES))) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    const [min, max] = LIMITS[key];
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
    limits[key] = value;
  }
  return limits;
}

/** @param {string} language */
function statusTexts(language) {
  const file = new URL(`../src/errors/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The small pages the server answers when it refuses a page (in the visitor's language, French by default): the
 * site's own texts (shell/src/errors/i18n), no script, nothing to load.
 * @returns {{ busy: Record<string, string>, tooMany: Record<string, string> }}
 */
export function refusalPages() {
  /** @param {string} language @param {{ title: string, message: string }} text */
  const page = (language, text) =>
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(text.title)} | Immo237</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">` +
    `<main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.message)}</p></main></body></html>`;
  const busy = {};
  const tooMany = {};
  for (const language of ['fr', 'en']) {
    const texts = statusTexts(language);
    busy[language] = page(language, texts.busy);
    tooMany[language] = page(language, texts.status['429']);
  }
  return { busy, tooMany };
}
