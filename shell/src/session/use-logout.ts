import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { endSession } from '@immo237/shared/api';

/**
 * The header's logout: home first — signing out on a protected page must not bounce the visitor to
 * /login — then the session ends everywhere: refresh token revoked, store, local storage and cookies cleared.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return useCallback(async () => {
    // flushSync commits the route change before the store is cleared: otherwise the protected page's guard,
    // still mounted, sees the signed-out store first and sends the visitor to /login. (The router renders
    // route changes without a transition, see app/app.tsx, so flushSync reaches it.)
    flushSync(() => void navigate('/'));
    await endSession();
    // Loaded on demand: the toaster is not part of the first render (app/app.tsx).
    const { toast } = await import('@immo237/shared/toast');
    toast.success(t('header.logoutSuccess'), { id: 'logout' });
  }, [navigate, t]);
}
