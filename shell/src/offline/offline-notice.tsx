import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * 'Vous êtes hors ligne…' while the browser has no connection: the page shown then is the copy kept on this device.
 * The server (and the hydration after it) draws nothing: a page drawn is a page online.
 */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return <Notice role="status">{t('offline.notice')}</Notice>;
}
