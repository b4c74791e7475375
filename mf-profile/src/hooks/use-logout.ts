import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearTokens, endSession } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';

/** Ends the session from the profile menu: clear the one shared store, say so, go to /login. */
export function useLogout(): () => void {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return useCallback(() => {
    // endSession reads the refresh token at once and revokes it on the API in the background; the local
    // sign-out below must not wait for the network (offline must still log out).
    void endSession();
    useAuthStore.getState().logout();
    clearTokens();
    // One id so a double click does not stack two toasts; the profile area's successes stay 3 s.
    toast.success(t('menu.logoutSuccess'), { id: 'profile-logout', duration: 3000 });
    navigate('/login', { replace: true });
  }, [navigate, t]);
}
