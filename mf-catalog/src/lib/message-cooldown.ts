// One message per 60 seconds, tracked by a time stored in the browser (it survives a reload).
export const COOLDOWN_MS = 60_000;
export const COOLDOWN_KEY = 'immo237-catalog-last-message-at';

function readLast(): number {
  try {
    const value = Number(window.localStorage.getItem(COOLDOWN_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // storage blocked (private mode): no cooldown rather than no form
  }
}

/** Seconds left before another message may be sent (0 when allowed). */
export function secondsLeft(now = Date.now()): number {
  const remaining = readLast() + COOLDOWN_MS - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/** Remembers that a message has just been sent. */
export function rememberMessageSent(now = Date.now()): void {
  try {
    window.localStorage.setItem(COOLDOWN_KEY, String(now));
  } catch {
    // Nothing to do: without storage the cooldown cannot be kept.
  }
}
