import { useEffect } from 'react';
import { toast, Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';

/** At most 20 toasts at once. */
export const MAX_TOASTS = 20;

/** Durations in ms: success 2 s, error 4 s; a loading toast stays until it is updated or dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

const toastOptions: DefaultToastOptions = {
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  custom: { duration: TOAST_DURATIONS.custom },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
};

/**
 * react-hot-toast already caps its store at 20, but that is an internal constant; this keeps the
 * product rule true if a later version changes it, by dismissing the oldest visible ones.
 */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists newest first.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

/**
 * The site's one toaster, rendered once by the shell (remotes only call `toast`). Pass `{ id }` to
 * keep one toast per subject: a second `toast.error(msg, { id: 'login' })` replaces the first.
 */
export function AppToaster() {
  useToastLimit(MAX_TOASTS);
  return <Toaster position="top-right" toastOptions={toastOptions} />;
}
