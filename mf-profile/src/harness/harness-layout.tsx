import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@immo237/shared/auth';
import { Button } from '@immo237/shared/ui';
import { HarnessFrame } from '@immo237/shared/dev-harness';

const Session = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

// What the auth remote would store after a real sign-in; lets the area be worked on without the API.
const demoUser = { id: 'demo-1', email: 'awa.nkono@example.cm', firstName: 'Awa', lastName: 'Nkono' };

const pages = [
  { to: '/profile', key: 'profile' },
  { to: '/login', key: 'login' },
] as const;

/** Dev-only frame: a nav to each exposed page, standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('profile');
  const user = useAuthStore((state) => state.user);
  return (
    <HarnessFrame
      title={t('harness.title')}
      navLabel={t('harness.nav')}
      links={pages.map((page) => ({ to: page.to, label: t(`harness.${page.key}`), end: 'end' in page }))}
      extra={
        <Session>
          <span>{user ? t('harness.signedIn', { name: user.email }) : t('harness.signedOut')}</span>
          {user ? null : (
            <Button size="sm" onClick={() => useAuthStore.getState().login(demoUser, 'demo-token')}>
              {t('harness.signIn')}
            </Button>
          )}
        </Session>
      }
    />
  );
}
