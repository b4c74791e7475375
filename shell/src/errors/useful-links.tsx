import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { HeadingLevel } from './error-layout';

// Spec §2: the 'Liens utiles' list of every status screen.
const LINKS = [
  { to: '/', key: 'errors.usefulLinks.home' },
  { to: '/properties', key: 'errors.usefulLinks.properties' },
  { to: '/agents', key: 'errors.usefulLinks.agents' },
  { to: '/blog', key: 'errors.usefulLinks.blog' },
  { to: '/contact', key: 'errors.usefulLinks.contact' },
] as const;

const Nav = styled.nav`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid #e4e7eb;
`;

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
    padding: 0 0.25rem;
    color: #1e6f5c;
    font-weight: 500;
  }

  a:focus-visible {
    outline: 3px solid #f0b429;
    outline-offset: 2px;
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
