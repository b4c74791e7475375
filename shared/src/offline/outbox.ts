import { useSyncExternalStore } from 'react';
import { hasValidSession, useAuthStore, type AuthState } from '@immo237/shared/auth';
import { sendMessage } from '../api/calls/conversations/send-message';
import { startConversation } from '../api/calls/conversations/start-conversation';
import { toApiError } from '../api/errors';
import type { ConversationMessage, ConversationStarted } from '../api/types';
import { OUTBOX_KEY } from './outbox-key';

export { OUTBOX_KEY };

/**
 * The outbox: a member's message written without a connection is never lost. The listing's message to its owner
 * and a reply in a discussion are kept in this browser (localStorage, so a reload keeps them) under the account
 * that wrote them, shown 'En attente d'envoi', and sent when the connection returns ('online', or the next page
 * of the site that starts online). Each is sent then as a new call, with the session's token of that moment (the
 * client refreshes it as for any call): no stored request, no old Authorization header. A refusal of the API at
 * that time (a closed discussion, say) stays shown with its reason until it is removed. What waits belongs to the
 * account: it goes when the session ends (logout, expiry, another tab), like the pages the service worker kept.
 *
 * One outbox per page whatever the number of copies of this module (a remote may bring its own): the state lives
 * on `globalThis`, and sending holds the browser's lock `immo237-outbox` (Web Locks), so two tabs never send the
 * same message twice.
 */
export type OutboxKind = 'reply' | 'listing';

export interface OutboxItem {
  id: string;
  /** 'reply': `target` is the discussion's id; 'listing': the listing's id (starts or continues a discussion). */
  kind: OutboxKind;
  target: string;
  message: string;
  /** The account that wrote it (the store's user id). */
  account: string;
  queuedAt: number;
  /** The API's refusal when it was sent (its French message), kept shown until removed. */
  refused?: string;
}

export type OutboxResult =
  | { kind: 'reply'; item: OutboxItem; message: ConversationMessage }
  | { kind: 'listing'; item: OutboxItem; started: ConversationStarted };

const EMPTY: readonly OutboxItem[] = Object.freeze([]);

interface OutboxState {
  listeners: Set<() => void>;
  sentListeners: Set<(result: OutboxResult) => void>;
  cache: { raw: string | null; list: readonly OutboxItem[] };
  flushing: Promise<void> | null;
  started: boolean;
}

const STATE_KEY = Symbol.for('immo237.outbox');
const state: OutboxState =
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] as OutboxState | undefined) ??
  (((globalThis as Record<symbol, unknown>)[STATE_KEY] = {
    listeners: new Set(),
    sentListeners: new Set(),
    cache: { raw: null, list: EMPTY },
    flushing: null,
    started: false,
  } satisfies OutboxState) as OutboxState);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isItem(value: unknown): value is OutboxItem {
  const item = value as Partial<OutboxItem> | null;
  return (
    typeof item?.id === 'string' &&
    (item.kind === 'reply' || item.kind === 'listing') &&
    typeof item.target === 'string' &&
    typeof item.message === 'string' &&
    typeof item.account === 'string' &&
    typeof item.queuedAt === 'number'
  );
}

/** Every message waiting in this browser, oldest first. */
export function readOutbox(): readonly OutboxItem[] {
  const raw = storage()?.getItem(OUTBOX_KEY) ?? null;
  if (raw === state.cache.raw) return state.cache.list;
  let list: readonly OutboxItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isItem);
  } catch {
    // An outbox this code cannot read is an empty one.
  }
  state.cache = { raw, list };
  return list;
}

function notify() {
  state.listeners.forEach((listener) => listener());
}

function write(list: readonly OutboxItem[]) {
  const store = storage();
  if (list.length === 0) store?.removeItem(OUTBOX_KEY);
  else store?.setItem(OUTBOX_KEY, JSON.stringify(list));
  notify();
}

const accountOf = (auth: Pick<AuthState, 'user' | 'token'>) =>
  hasValidSession(auth) && auth.user ? String(auth.user.id) : null;

/** The browser says it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A send that got no answer at all (offline, the network dropped): it can wait in the outbox. */
export function failedForWantOfConnection(error: unknown): boolean {
  const failure = toApiError(error);
  return failure.isNetworkError && !failure.isCanceled;
}

let counter = 0;

/**
 * Keeps a message to send once there is a connection (at once when there is one) for the signed-in account; null
 * when nobody is signed in (a visitor's form is refused instead) or the browser cannot keep it.
 */
export function queueMessage(kind: OutboxKind, target: string, message: string): OutboxItem | null {
  const account = accountOf(useAuthStore.getState());
  const store = storage();
  if (!account || !store) return null;
  counter += 1;
  const item: OutboxItem = {
    id: `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    kind,
    target,
    message,
    account,
    queuedAt: Date.now(),
  };
  try {
    store.setItem(OUTBOX_KEY, JSON.stringify([...readOutbox(), item]));
  } catch {
    return null;
  }
  notify();
  startOutbox();
  if (!isOffline()) void flushOutbox();
  return item;
}

/** What became of a message given to sendOrQueue: sent (with the send's answer), or kept in the outbox. */
export type SendOrQueued<T> = { queued: false; value: T } | { queued: true; item: OutboxItem };

/**
 * Sends a member's message with `send`, or keeps it in the outbox when there is no connection: the browser says it
 * is offline, or the send got no answer at all. A refusal from the API (a 4xx, a 5xx) is thrown as it came: the
 * form shows it and keeps the text. Without a signed-in account nothing can be kept, and the send's error is thrown.
 */
export async function sendOrQueue<T>(
  kind: OutboxKind,
  target: string,
  message: string,
  send: () => Promise<T>,
): Promise<SendOrQueued<T>> {
  const kept = isOffline() ? queueMessage(kind, target, message) : null;
  if (kept) return { queued: true, item: kept };
  try {
    return { queued: false, value: await send() };
  } catch (error) {
    const queued = failedForWantOfConnection(error) ? queueMessage(kind, target, message) : null;
    if (queued) return { queued: true, item: queued };
    throw error;
  }
}

/** Removes a message (a refused one the member gives up). */
export function dismissMessage(id: string): void {
  write(readOutbox().filter((item) => item.id !== id));
}

/** Forgets every waiting message (the session ended). */
export function clearOutbox(): void {
  write(EMPTY);
}

/** Called with each message the outbox has sent (the thread shows it, the listing's form says so). */
export function onOutboxSent(listener: (result: OutboxResult) => void): () => void {
  state.sentListeners.add(listener);
  return () => {
    state.sentListeners.delete(listener);
  };
}

async function sendOne(item: OutboxItem): Promise<OutboxResult> {
  if (item.kind === 'reply')
    return { kind: 'reply', item, message: await sendMessage(item.target, item.message) };
  return {
    kind: 'listing',
    item,
    started: await startConversation({ productId: item.target, message: item.message }),
  };
}

/** Sends the signed-in account's waiting messages, oldest first; stops at the first that gets no answer. */
async function sendWaiting(): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const account = accountOf(useAuthStore.getState());
    if (!account || isOffline()) return;
    // Read again each time: another tab or copy may have sent or removed one meanwhile.
    const next = readOutbox().find(
      (item) => item.account === account && !item.refused && !tried.has(item.id),
    );
    if (!next) return;
    tried.add(next.id);
    try {
      const result = await sendOne(next);
      write(readOutbox().filter((item) => item.id !== next.id));
      state.sentListeners.forEach((listener) => {
        try {
          listener(result);
        } catch {
          // A page's reaction to a sent message never stops the others from being sent.
        }
      });
    } catch (error) {
      const failure = toApiError(error);
      // No answer, the server's trouble, the budget or the session: it waits for the next chance.
      const later =
        failure.isNetworkError ||
        failure.isCanceled ||
        failure.status === undefined ||
        failure.status === 401 ||
        failure.status === 429 ||
        failure.status >= 500;
      if (later) return;
      write(
        readOutbox().map((item) =>
          item.id === next.id ? { ...item, refused: failure.message || failure.code } : item,
        ),
      );
    }
  }
}

/** Sends what waits, once at a time for the page and (Web Locks) for the browser. */
export function flushOutbox(): Promise<void> {
  state.flushing ??= (async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks?.request) await locks.request(OUTBOX_KEY, () => sendWaiting());
    else await sendWaiting();
  })()
    .catch(() => undefined)
    .finally(() => {
      state.flushing = null;
    });
  return state.flushing;
}

/**
 * Starts the outbox for the page (once, whoever calls it): what waits goes now if there is a connection, and again
 * each time it returns or a member signs in; the session's end forgets it.
 */
export function startOutbox(): void {
  if (state.started || typeof window === 'undefined') return;
  state.started = true;
  window.addEventListener('online', () => void flushOutbox());
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) notify();
  });
  let account = accountOf(useAuthStore.getState());
  useAuthStore.subscribe((auth) => {
    const now = accountOf(auth);
    if (account !== null && now !== account) {
      // Private to the account that wrote them: gone with its session.
      write(readOutbox().filter((item) => item.account !== account));
    }
    if (now !== null && now !== account) void flushOutbox();
    account = now;
  });
  if (!isOffline() && readOutbox().length > 0) void flushOutbox();
}

function subscribe(listener: () => void) {
  state.listeners.add(listener);
  return () => {
    state.listeners.delete(listener);
  };
}

/**
 * The signed-in account's messages waiting for `kind` and `target` (a discussion, a listing), kept up to date.
 * Empty on the server and while the page hydrates. Starts the outbox.
 */
export function usePendingMessages(kind: OutboxKind, target: string): readonly OutboxItem[] {
  startOutbox();
  const account = useAuthStore(accountOf);
  const all = useSyncExternalStore(subscribe, readOutbox, () => EMPTY);
  return filtered(all, account, kind, target);
}

// One array per (list, filter), so that a render that changed nothing gives the same array.
const memo = new WeakMap<readonly OutboxItem[], Map<string, readonly OutboxItem[]>>();
function filtered(
  all: readonly OutboxItem[],
  account: string | null,
  kind: OutboxKind,
  target: string,
): readonly OutboxItem[] {
  if (!account || all.length === 0) return EMPTY;
  const key = `${account}\u0000${kind}\u0000${target}`;
  let byKey = memo.get(all);
  if (!byKey) memo.set(all, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) {
    list = all.filter((item) => item.account === account && item.kind === kind && item.target === target);
    byKey.set(key, list);
  }
  return list;
}
