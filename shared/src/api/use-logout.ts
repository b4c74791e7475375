import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
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
}

/**
 * Signs out and takes the visitor to `to`: the refresh token is revoked on the API in the background, the store
 * and the token storage are cleared at once (offline must still log out), then a success toast shows.
 */
export function useLogout(
  to: string,
  { replace = false, message, toastId, toastDuration }: LogoutOptions,
): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
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
  }, [navigate, to, replace, message, toastId, toastDuration]);
}
