import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PricePage } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import { figureSearchHref, type PriceKind } from '../api/search-link';
import { figureChange, figureSentence, figureType } from './figure-text';

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td.amount {
    white-space: nowrap;
  }
`;

const KINDS: readonly PriceKind[] = ['rent', 'sale', 'land'];

/** Each rent as a sentence, with the listings behind it: the chart's numbers as text. */
export function RentSentences({ page }: { page: PricePage }) {
  const { t } = useTranslation('content');
  const place = page.district?.name ?? page.city.name;
  if (page.rent.length === 0) return null;
  return (
    <section aria-labelledby="prices-summary">
      <h2 id="prices-summary">{t('prices.summaryHeading')}</h2>
      <ul>
        {page.rent.map((figure) => (
          <li key={`${figure.category}-${figure.bedrooms ?? ''}`}>
            {figureSentence(t, 'rent', figure, place)} ({t('prices.count', { count: figure.count })})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The place's figures, a table per kind: type, median, listings behind it, change over 12 months, the search. */
export function PriceTables({ page }: { page: PricePage }) {
  const { t } = useTranslation('content');
  const place = page.district?.name ?? page.city.name;
  return (
    <>
      {KINDS.filter((kind) => page[kind].length > 0).map((kind) => (
        <section key={kind} aria-labelledby={`prices-${kind}`}>
          <h2 id={`prices-${kind}`}>{t(`prices.headings.${kind}`)}</h2>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('prices.columns.type')}</th>
                  <th scope="col">{t('prices.columns.median')}</th>
                  <th scope="col">{t('prices.columns.count')}</th>
                  <th scope="col">{t('prices.columns.change')}</th>
                  <th scope="col">{t('prices.columns.search')}</th>
                </tr>
              </thead>
              <tbody>
                {page[kind].map((figure) => {
                  const sentence = figureSentence(t, kind, figure, place);
                  const change = figureChange(figure);
                  return (
                    <tr key={`${figure.category}-${figure.bedrooms ?? ''}-${figure.landTitle ?? ''}`}>
                      <th scope="row">{figureType(t, kind, figure)}</th>
                      <td className="amount" title={sentence}>
                        {formatPrice(figure.median, 'XAF')}
                        {t(`prices.units.${kind}`)}
                      </td>
                      <td>{t('prices.count', { count: figure.count })}</td>
                      <td>{change ?? <span title={t('prices.noChange')}>—</span>}</td>
                      <td>
                        <Link
                          to={figureSearchHref(page, kind, figure)}
                          aria-label={t('prices.seeListingsOf', { figure: sentence })}
                        >
                          {t('prices.seeListings')}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </Scroll>
        </section>
      ))}
    </>
  );
}
