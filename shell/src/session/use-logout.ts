import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';

/** The header's logout: clears the session everywhere (one store for every remote) and goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return useCallback(() => {
    useAuthStore.getState().logout();
    toast.success(t('header.logoutSuccess'), { id: 'logout' });
    navigate('/');
  }, [navigate, t]);
}
