/** Where the map's tiles come from: MAP_TILES_URL on the server that serves the site (README, docs/DEPLOY.md). */
export interface MapSettings {
  /** A Leaflet tile template: {z}, {x}, {y} (and {s}, {r} if the provider uses them). */
  tilesUrl: string;
  /** Plain text, shown in the map's corner (required by every tile provider). */
  attribution: string;
  /** Where the attribution links to, if anywhere. */
  attributionUrl: string | null;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

/** The id of the inert JSON the shell's server writes into every page (shell/server/site-settings.mjs). */
export const SETTINGS_ELEMENT_ID = 'immo237-settings';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The map settings of the page: read from the server's JSON at each call (a remote released later reads the same
 * element), the defaults when there is none (dev server, a test) or it cannot be read.
 */
export function mapSettings(doc: Document | undefined = globalThis.document): MapSettings {
  const raw = doc?.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!raw) return DEFAULT_MAP_SETTINGS;
  try {
    const parsed = JSON.parse(raw) as { map?: Record<string, unknown> };
    const tilesUrl = text(parsed.map?.tilesUrl);
    if (!tilesUrl || !/^https?:\/\//i.test(tilesUrl)) return DEFAULT_MAP_SETTINGS;
    return {
      tilesUrl,
      attribution: text(parsed.map?.attribution) ?? DEFAULT_MAP_SETTINGS.attribution,
      attributionUrl: text(parsed.map?.attributionUrl),
    };
  } catch {
    return DEFAULT_MAP_SETTINGS;
  }
}
