import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch } from '@immo237/shared/ui';

const Bar = styled.header`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const Heading = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  white-space: nowrap;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** Stands in for the shell's home-page frame around the featured block. */
export const HomeFrame = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
`;

const pages = [
  { to: '/', key: 'featured', end: true },
  { to: '/acheter', key: 'buy' },
  { to: '/louer', key: 'rent' },
  { to: '/terrains', key: 'land' },
  { to: '/search', key: 'search' },
  { to: '/details/villa-bonapriso-douala', key: 'detail' },
  { to: '/property/42', key: 'redirect' },
] as const;

/** Dev-only frame: a nav to each exposed page, standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Bar>
        <Top>
          <Heading>{t('harness.title')}</Heading>
          <LanguageSwitch />
        </Top>
        <nav aria-label={t('harness.nav')}>
          <Links>
            {pages.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={'end' in page}>
                  {t(`harness.${page.key}`)}
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
      </Bar>
      <main>
        <Outlet />
      </main>
    </>
  );
}
