import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * 'Économiseur de données': smaller photos, galleries and maps on request. The cookie is the one source of truth,
 * read by the shell's server (which draws the page with it) and here (so the page hydrates as it was drawn):
 * '1' on, '0' off; without it the server follows the browser's `Save-Data: on` and writes the cookie with the page.
 * localStorage keeps the choice too, should the cookie be cleared.
 */
export const DATA_SAVER_COOKIE = 'immo237-data-saver';
const STORAGE_KEY = 'immo237-data-saver';

/** The state a server render was drawn with (given by the shell's server); none in the browser. */
export const DataSaverContext = createContext<boolean | null>(null);

/** The data saver's cookie in a Cookie header or `document.cookie`: true, false, or null when absent. */
export function dataSaverCookie(cookies: string | undefined): boolean | null {
  const value = /(?:^|;\s*)immo237-data-saver=([01])(?:;|$)/.exec(cookies ?? '')?.[1];
  return value === undefined ? null : value === '1';
}

const listeners = new Set<() => void>();
let pageStart: boolean | undefined;
let current: boolean | undefined;

function write(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 1 : 0}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Storage refused (private mode): the cookie alone keeps the choice.
  }
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused
  }
}

/** What the server saw: the cookie as the page arrived (read once). */
function startState(): boolean {
  if (pageStart === undefined) pageStart = dataSaverCookie(globalThis.document?.cookie) ?? false;
  return pageStart;
}

function currentState(): boolean {
  if (current !== undefined) return current;
  current = startState();
  if (typeof document === 'undefined' || dataSaverCookie(document.cookie) !== null) return current;
  // The cookie was cleared but the choice was kept: applied once the page is live, and to the next pages drawn.
  const stored = storedChoice();
  if (stored === '1' || stored === '0') {
    current = stored === '1';
    write(current);
  }
  return current;
}

/** Turns the data saver on or off for this browser: this page at once, and the pages drawn next. */
export function setDataSaver(on: boolean): void {
  write(on);
  current = on;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the data saver is on: as the server drew the page while hydrating, then the browser's current choice. */
export function useDataSaver(): boolean {
  const drawnWith = useContext(DataSaverContext);
  return useSyncExternalStore(subscribe, currentState, () => drawnWith ?? startState());
}

/** For tests: forgets what was read, as a new page would. */
export function resetDataSaverForTests(): void {
  pageStart = undefined;
  current = undefined;
}
