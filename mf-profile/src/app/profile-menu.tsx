import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useLogout } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { useUnreadConversations } from '@immo237/shared/data';
import { media } from '@immo237/shared/theme';
import { UnreadBadge } from '../components/unread-badge';
import { UserSummary } from './user-summary';

// Under the area's root, wherever the shell mounts it (`/profile/*`).
const links = [
  { path: '', key: 'profile' },
  { path: '/articles', key: 'articles' },
  { path: '/sales', key: 'sales' },
  { path: '/discussions', key: 'discussions' },
  { path: '/visites', key: 'visits' },
  { path: '/favorites', key: 'favorites' },
  { path: '/vus-recemment', key: 'recentlyViewed' },
  { path: '/alertes', key: 'alerts' },
  { path: '/messages', key: 'messages' },
] as const;

const Aside = styled.aside`
  min-width: 0;

  ${media.md} {
    position: sticky;
    top: ${({ theme }) => theme.spacing.lg};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
  }
`;

// Phones: one horizontal, scrollable row of tabs; from `md`: a vertical menu in the left column.
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.xs};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.md} {
    flex-direction: column;
    padding: 0;
    overflow: visible;
    border-bottom: 0;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  white-space: nowrap;
  text-decoration: none;
  scroll-snap-align: start;
  cursor: pointer;

  ${media.md} {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const MenuLink = styled(NavLink)`
  ${item}
  gap: ${({ theme }) => theme.spacing.xs};

  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const LogoutButton = styled.button`
  ${item}
  color: ${({ theme }) => theme.colors.danger};

  ${media.md} {
    margin-top: ${({ theme }) => theme.spacing.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0;
  }
`;

export function ProfileMenu({ base }: { base: string }) {
  const { t } = useTranslation('profile');
  const userId = useAuthStore((state) => state.user?.id);
  // The same cached count as the header's user menu: a thread marked read refreshes both.
  const unread = useUnreadConversations(userId === undefined ? null : String(userId));
  // The profile area's successes stay 3 s.
  const logout = useLogout('/login', {
    replace: true,
    message: t('menu.logoutSuccess'),
    toastId: 'profile-logout',
    toastDuration: 3000,
    waitingQuestion: (count) => t('menu.logoutWaiting', { count }),
  });
  return (
    <Aside>
      <UserSummary />
      <nav aria-label={t('menu.label')}>
        <List>
          {links.map((link) => (
            <li key={link.key}>
              <MenuLink to={`${base}${link.path}`} end={link.path === ''}>
                {t(`menu.${link.key}`)}
                {link.key === 'discussions' ? <UnreadBadge count={unread} /> : null}
              </MenuLink>
            </li>
          ))}
          <li>
            <LogoutButton type="button" onClick={() => void logout()}>
              {t('menu.logout')}
            </LogoutButton>
          </li>
        </List>
      </nav>
    </Aside>
  );
}
