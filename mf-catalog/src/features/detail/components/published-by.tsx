import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { formatMonthYear } from '@immo237/shared/format';

const Box = styled.section`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  }

  p {
    margin: 0;
  }
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Since = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/**
 * 'Publié par': an agent's name links to their page (/agents/{slug}); a private owner shows only their
 * first name; their ratings after visits from three on ('4,6 / 5 · 12 avis'); 'Membre depuis {mois année}' below.
 */
export function PublishedBy({ product }: { product: Pick<Product, 'publisher'> }) {
  const { t, i18n } = useTranslation('catalog');
  const publisher = product.publisher;
  if (!publisher) return null;
  return (
    <Box aria-labelledby="catalog-published-by">
      <h2 id="catalog-published-by">{t('detail.publishedBy')}</h2>
      <Name>
        {publisher.agentSlug ? (
          <Link to={`/agents/${publisher.agentSlug}`}>{publisher.name}</Link>
        ) : (
          publisher.name
        )}
        {publisher.agentSlug ? ` · ${t('detail.publisherAgent')}` : null}
      </Name>
      {publisher.rating ? (
        <p>
          {t('detail.publisherRating', {
            average: i18n.language.startsWith('fr')
              ? String(publisher.rating.average).replace('.', ',')
              : String(publisher.rating.average),
            count: publisher.rating.count,
          })}
        </p>
      ) : null}
      <Since>
        {t('detail.memberSince', { date: formatMonthYear(publisher.memberSince, i18n.language) })}
      </Since>
    </Box>
  );
}
