import { createContext, useContext } from 'react';
import { SETTINGS_ELEMENT_ID } from '../map/settings';

/**
 * The site's public origin (PUBLIC_URL, e.g. https://immo237.cm) for a render: the shell's server gives each render
 * its own (never a value kept between renders, which concurrent renders would overwrite); in the browser no
 * provider is needed.
 */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * In the browser: the public origin the shell's server wrote into the page (so the page hydrates with the
 * addresses it was drawn with, whatever name the visitor reached it by), else the page's own origin (a dev
 * server, a test).
 */
export function browserSiteOrigin(doc: Document | undefined = globalThis.document): string {
  const raw = doc?.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (raw) {
    try {
      const origin = (JSON.parse(raw) as { origin?: unknown }).origin;
      if (typeof origin === 'string' && /^https?:\/\/[^/]+$/i.test(origin)) return origin;
    } catch {
      // Unreadable settings: the page's own origin below.
    }
  }
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The site's origin for absolute addresses a page writes (structured data, share links). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? browserSiteOrigin();
}
