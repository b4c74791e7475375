import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { media } from '@immo237/shared/theme';
import { useHydrated } from '@immo237/shared/ui';
import { useSessionHint } from '../../session/session-hint';
import { AuthLinks } from './auth-links';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { AccountPlaceholder, UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  display: grid;
  grid-template-columns: 1fr auto auto;
  grid-template-areas: 'logo account menu' 'search search search';
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  ${media.lg} {
    grid-template-columns: auto 1fr minmax(14rem, 20rem) auto;
    grid-template-areas: 'logo nav search account';
    gap: ${({ theme }) => theme.spacing.md};
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Desktop = styled.div<{ $area: string }>`
  display: none;
  grid-area: ${({ $area }) => $area};
  ${media.lg} {
    display: block;
  }
`;

const Account = styled.div`
  grid-area: account;
  display: flex;
  justify-content: flex-end;
`;

const Search = styled.div`
  grid-area: search;
`;

const Mobile = styled.div`
  grid-area: menu;
  ${media.lg} {
    display: none;
  }
`;

export function Header() {
  const { t } = useTranslation('shell');
  const signedIn = useAuthStore(hasValidSession);
  // Until the page is live the store reads signed out (on the server, and while hydrating): a browser that says it
  // holds a session gets a neutral account area then, never 'Connexion' / 'Inscription' flashing before its menu.
  const hydrated = useHydrated();
  const hinted = useSessionHint();
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('header.homeLink')}>
          Immo237
        </Logo>
        <Desktop $area="nav">
          <MainNav />
        </Desktop>
        <Search>
          <HeaderSearch />
        </Search>
        <Account>
          {signedIn ? (
            <UserMenu />
          ) : hinted && !hydrated ? (
            <AccountPlaceholder />
          ) : (
            <Desktop $area="account">
              <AuthLinks />
            </Desktop>
          )}
        </Account>
        <Mobile>
          <MobileMenu />
        </Mobile>
      </Inner>
    </Bar>
  );
}
