import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocations } from '@immo237/shared/data';
import { bareListStyles, linkCardStyles } from '@immo237/shared/ui';
import { pricePagePath } from '../../../lib/price-pages';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${bareListStyles}
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const CityLink = styled(Link)`
  display: flex;
  flex-direction: column;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  ${linkCardStyles}

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;

const PricesLink = styled(Link)`
  display: inline-block;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} 0`};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Title = styled.h2`
  margin: ${({ theme }) => `${theme.spacing.xl} 0 0`};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

/** The most cities the home page lists: the known ones, then the busiest others. */
const MAX_CITIES = 10;

/**
 * 'Rechercher par ville': a link to /search?city=… for each city with listings, the site's
 * known cities first, and one to what rent and property cost there (/prix/{ville}). Drawn from the same locations answer as the filters (prefetched on the server with the
 * featured listings); nothing at all when it could not be read.
 */
export function CityLinks() {
  const { t } = useTranslation('catalog');
  const cities = useLocations()
    .cities.filter((c) => c.count > 0)
    .slice(0, MAX_CITIES);
  if (cities.length === 0) return null;
  return (
    <nav aria-labelledby="home-cities-title">
      <Title id="home-cities-title">{t('cities.title')}</Title>
      <List>
        {cities.map((c) => (
          <li key={c.city}>
            <CityLink to={`/search?${new URLSearchParams({ city: c.city }).toString()}`}>
              <strong>{c.city}</strong>
              <span>{t('cities.count', { count: c.count })}</span>
            </CityLink>
            <PricesLink to={pricePagePath(c.city) ?? '/prix'}>
              {t('cities.prices', { city: c.city })}
            </PricesLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
