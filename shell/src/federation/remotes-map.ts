// GET /remotes.json, started by the entry (index.ts) before the application's code has even downloaded: the
// map is then ready when the bootstrap registers the remotes, instead of costing one more round trip after it.
// No import here: this module is part of main.js, which every page waits for.

let pending: Promise<unknown> | null = null;

async function fetchRemotesMap(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

/** Starts the request once; a failure is kept for `takeRemotesMap` to report. */
export function prefetchRemotesMap(): void {
  if (pending) return;
  pending = fetchRemotesMap();
  pending.catch(() => undefined);
}

/** The prefetched map (once), or a new request: a later registration (a test, a retry) asks again. */
export function takeRemotesMap(): Promise<unknown> {
  const early = pending;
  pending = null;
  return early ?? fetchRemotesMap();
}
