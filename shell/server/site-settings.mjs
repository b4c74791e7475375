// Settings of the site that the browser needs at run time and that belong to where it is served, not to a build:
// written into every page as inert JSON (`immo237-settings`, read by @immo237/shared/map) and followed by the
// Content-Security-Policy: where the map's tiles come from, how much the browser may keep for reading offline.

export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = {
  attribution: '© OpenStreetMap',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

/**
 * MAP_TILES_URL (a Leaflet tile template with {z}, {x} and {y}; OpenStreetMap's by default) and
 * MAP_TILES_ATTRIBUTION (the provider's credit, required by every provider; '© OpenStreetMap' for the default).
 * A malformed value stops the server at start rather than breaking every map.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ tilesUrl: string, attribution: string, attributionUrl: string | null, origin: string }}
 */
export function mapTilesFromEnv(env) {
  const tilesUrl = env.MAP_TILES_URL?.trim() || DEFAULT_MAP_TILES_URL;
  let url;
  try {
    // {s} (a provider's subdomains) is not a valid host label as it stands.
    url = new URL(tilesUrl.replace(/\{s\}/g, 'a'));
  } catch {
    url = null;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    !/\{z\}/.test(tilesUrl) ||
    !/\{x\}/.test(tilesUrl) ||
    !/\{y\}/.test(tilesUrl)
  ) {
    throw new Error(`MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y} (got "${tilesUrl}").`);
  }
  // The CSP names the host as written: {s}.tile.example.org becomes *.tile.example.org.
  const origin = /^[a-z]+:\/\/\{s\}\./i.test(tilesUrl)
    ? `${url.protocol}//*.${url.host.replace(/^a\./, '')}`
    : url.origin;
  const attribution = env.MAP_TILES_ATTRIBUTION?.trim();
  if (attribution) return { tilesUrl, attribution, attributionUrl: null, origin };
  if (tilesUrl === DEFAULT_MAP_TILES_URL || url.hostname.endsWith('openstreetmap.org'))
    return { tilesUrl, ...OSM_ATTRIBUTION, origin };
  return { tilesUrl, attribution: '© OpenStreetMap', attributionUrl: null, origin };
}

/**
 * OFFLINE_CACHE_MB: the most the site keeps in a browser for reading offline (pages, photos, code), 50 by default.
 * @param {NodeJS.ProcessEnv} env
 */
export function offlineCacheMbFromEnv(env) {
  const raw = env.OFFLINE_CACHE_MB?.trim();
  if (!raw) return 50;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 5 || mb > 1000)
    throw new Error(`OFFLINE_CACHE_MB must be a whole number of megabytes from 5 to 1000 (got "${raw}").`);
  return mb;
}

/** The settings a page carries, from the environment (read once when the server starts). */
export function siteSettingsFromEnv(env) {
  const { tilesUrl, attribution, attributionUrl } = mapTilesFromEnv(env);
  return { map: { tilesUrl, attribution, attributionUrl }, offline: { cacheMb: offlineCacheMbFromEnv(env) } };
}

/** The settings as inert JSON in the page (never run, so the CSP allows it). */
export function settingsScript(settings) {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script id="immo237-settings" type="application/json">${json}</script>`;
}
