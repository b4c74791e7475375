import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@immo237/shared/auth';
import { OUTBOX_KEY } from '../offline/outbox-key';
import { clearSession } from './clear-session';
import { endSession } from './session';

export interface LogoutOptions {
  /** Replaces the current history entry instead of pushing one. */
  replace?: boolean;
  /** The success toast's text, already translated. */
  message: string;
  /** The toast's id: a double click does not stack two toasts. */
  toastId: string;
  /** How long the toast stays, in ms (the toaster's default unless told). */
  toastDuration?: number;
  /**
   * The question asked before dropping the account's messages still waiting to be sent (their number given),
   * already translated: confirming signs out, refusing keeps the session.
   */
  waitingQuestion: (count: number) => string;
}

/** How long a logout waits for the messages still waiting to be sent before asking about them. */
const SEND_BEFORE_LOGOUT_MS = 3000;

/** How many of the signed-in account's messages wait in this browser's outbox (read without loading the outbox). */
function waitingMessages(): number {
  const account = useAuthStore.getState().user?.id;
  if (account === undefined) return 0;
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return 0;
    return parsed.filter(
      (item: unknown) => (item as { account?: unknown } | null)?.account === String(account),
    ).length;
  } catch {
    return 0;
  }
}

/**
 * Whether the logout may go on. Messages written offline belong to the session and go with it: when some still
 * wait, they are sent first if there is a connection (for a few seconds at most), and the visitor is asked before
 * the rest are dropped.
 */
async function mayDropWaitingMessages(question: ((count: number) => string) | undefined): Promise<boolean> {
  let count = waitingMessages();
  if (count === 0) return true;
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const { flushOutbox } = await import('@immo237/shared/offline');
      await Promise.race([
        flushOutbox(),
        new Promise((resolve) => (timer = setTimeout(resolve, SEND_BEFORE_LOGOUT_MS))),
      ]);
    } catch {
      // The outbox's code could not load: what waits is counted as it is.
    } finally {
      clearTimeout(timer);
    }
    count = waitingMessages();
  }
  // A caller built before the question existed gives none: the old sign-out, without asking.
  return count === 0 || typeof question !== 'function' || window.confirm(question(count));
}

/**
 * Signs out and takes the visitor to `to`: the refresh token is revoked on the API in the background, the store
 * and the token storage are cleared at once (offline must still log out), then a success toast shows. Messages still
 * waiting to be sent are sent first when possible, and the visitor is asked before any is lost.
 */
export function useLogout(
  to: string,
  { replace = false, message, toastId, toastDuration, waitingQuestion }: LogoutOptions,
): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await mayDropWaitingMessages(waitingQuestion))) return;
    // endSession reads the refresh token before its first await, so the local sign-out below cannot lose it.
    const revoked = endSession();
    // The route change and the signed-out store commit together: the protected page being left never sees the
    // signed-out store (its guard would send the visitor to /login?redirect=…), and a public-only destination
    // never sees the signed-in one (its guard would send the visitor away). flushSync reaches the router when it
    // renders route changes without a transition, as the shell's does.
    flushSync(() => {
      void navigate(to, { replace });
      clearSession();
    });
    // Loaded on demand: the shell's toaster is not part of its first render.
    const { toast } = await import('@immo237/shared/toast');
    toast.success(
      message,
      toastDuration === undefined ? { id: toastId } : { id: toastId, duration: toastDuration },
    );
    await revoked;
  }, [navigate, to, replace, message, toastId, toastDuration, waitingQuestion]);
}
