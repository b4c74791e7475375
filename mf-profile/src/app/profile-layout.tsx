import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Skeleton } from '@immo237/shared/ui';
import { RELEASE } from '../release';
import { ProfileMenu } from './profile-menu';

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.md} {
    display: grid;
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.spacing.xl};
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xl}`};
  }
`;

const Content = styled.div`
  min-width: 0;
`;

/** The profile area's frame: the menu on the left (a tab bar on phones) and the current page. */
export function ProfileLayout({ base }: { base: string }) {
  const { t } = useTranslation('profile');
  return (
    <Area data-release={RELEASE}>
      <ProfileMenu base={base} />
      <Content>
        <Suspense
          fallback={
            <div role="status" aria-label={t('menu.loadingPage')}>
              <Skeleton height="2.5rem" width="60%" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </Content>
    </Area>
  );
}
