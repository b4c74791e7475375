/** The outbox's key in localStorage (`OUTBOX_KEY` of @immo237/shared/offline). */
const OUTBOX_KEY = 'immo237-outbox';

/**
 * Messages written offline (the outbox of @immo237/shared/offline) go once the connection is back, on whichever
 * page of the site is open then. The outbox's code is fetched only when something waits: most pages never need it.
 */
export function startOutboxIfWaiting(win: Window = window): Promise<void> {
  let waiting: boolean;
  try {
    waiting = Boolean(win.localStorage.getItem(OUTBOX_KEY));
  } catch {
    return Promise.resolve();
  }
  if (!waiting) return Promise.resolve();
  return import('@immo237/shared/offline').then(
    ({ startOutbox }) => startOutbox(),
    () => undefined,
  );
}
