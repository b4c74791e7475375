import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { HeadingLevel } from './error-layout';

// The 'Liens utiles' list of every status screen.
const LINKS = [
  { to: '/', key: 'errors.usefulLinks.home' },
  { to: '/properties', key: 'errors.usefulLinks.properties' },
  { to: '/agents', key: 'errors.usefulLinks.agents' },
  { to: '/blog', key: 'errors.usefulLinks.blog' },
  { to: '/contact', key: 'errors.usefulLinks.contact' },
] as const;

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.controlHeights.md};
    padding: ${({ theme }) => `0 ${theme.spacing.xxs}`};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }
`;

export function UsefulLinks({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <Nav aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {t('errors.usefulLinks.title')}
      </Heading>
      <List>
        {LINKS.map(({ to, key }) => (
          <li key={to}>
            <Link to={to}>{t(key)}</Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
