import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { ButtonLink } from '@immo237/shared/ui';
import { prefetchSearch } from '../../../lib/prefetch-search';
import { LoadError } from '../../../components/load-error';
import { CityLinks } from '../components/city-links';
import { PropertyGrid } from '../../../components/property-grid';
import { useProductSearch } from '../../../hooks/use-product-search';
import { RELEASE } from '../../../release';

// The home page features 6 listings (the newest, the API's default order).
const FEATURED = { page: 1, limit: 6 } as const;

// No outer container or page padding: the shell's home page frames this block (the harness does the same).
const Section = styled.section`
  width: 100%;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};

  ${media.md} {
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The home page's featured block (the shell owns the page and its h1; this is one section of it). It sits
 * below the hero, so only the first row's photos load at once and none claims high priority over the hero.
 */
export default function FeaturedProperties() {
  const { t } = useTranslation('catalog');
  const { data, loading, error, retry, autoRetrying } = useProductSearch(FEATURED);
  return (
    <Section aria-labelledby="featured-properties-title" data-release={RELEASE}>
      <Title id="featured-properties-title">{t('featured.title')}</Title>
      <Subtitle>{t('featured.subtitle')}</Subtitle>
      {error ? (
        <LoadError message={t('featured.error')} onRetry={retry} autoRetrying={autoRetrying} />
      ) : (
        <PropertyGrid
          products={data?.items ?? []}
          loading={loading}
          skeletons={FEATURED.limit}
          eagerCount={3}
          priorityFirst
        />
      )}
      <Footer>
        <ButtonLink as={Link} to="/search" variant="secondary">
          {t('featured.viewAll')}
        </ButtonLink>
      </Footer>
      <CityLinks />
    </Section>
  );
}

/** On the server: the featured listings and the cities, so the home page's cards and links are in the HTML. */
export const prefetch: Prefetch = ({ client }) => prefetchSearch(client, FEATURED);
