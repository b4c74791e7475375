import { useTranslation } from 'react-i18next';
import { formatPrice } from '@immo237/shared/format';
import { Badge, Button } from '@immo237/shared/ui';
import { Item, ItemList, Row } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { decideListing } from '../../../lib/api/decide-listing';
import { listLowPrices } from '../api/list-low-prices';

/**
 * 'Prix anormalement bas': the public listings priced far below their quartier's median for the same type and size
 * (verified advertisers' too, whose visitors see no notice), each with its price beside the median, and 'Masquer'.
 */
export function LowPrices() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminQuery(['low-prices'], listLowPrices);
  const { run, running } = useAdminAction();
  const price = (amount: number, perMonth: boolean) =>
    formatPrice(amount, 'XAF', { perMonth, lng: i18n.language });
  return (
    <section aria-labelledby="admin-low-prices">
      <h2 id="admin-low-prices">{t('lowPrices.title')}</h2>
      <p>{t('lowPrices.lead')}</p>
      <QueryState query={query}>
        {query.data?.length === 0 ? (
          <p>{t('lowPrices.empty')}</p>
        ) : (
          <ItemList>
            {query.data?.map((listing) => {
              const plot = listing.isForSale && /^terrain$/i.test(listing.category.trim());
              const asked = plot && listing.area ? listing.price / listing.area : listing.price;
              return (
                <Item key={listing.id}>
                  <h3>{listing.name}</h3>
                  <Row>
                    {listing.ownerVerified ? <Badge tone="info">{t('lowPrices.verified')}</Badge> : null}
                    <span>{[listing.district, listing.city].filter(Boolean).join(', ')}</span>
                  </Row>
                  <p>
                    {t(plot ? 'lowPrices.comparedPerM2' : 'lowPrices.compared', {
                      price: price(asked, !listing.isForSale),
                      median: price(listing.median, !listing.isForSale),
                    })}
                  </p>
                  <p>{listing.ownerEmail}</p>
                  <Row>
                    <a href={`/details/${listing.slug}`}>{t('reports.view')}</a>
                    <Button
                      size="sm"
                      variant="danger"
                      loading={running === `hide-${listing.id}`}
                      disabled={running !== null}
                      onClick={() => run(`hide-${listing.id}`, () => decideListing(listing.id, 'hide'))}
                    >
                      {t('reports.hide')}
                    </Button>
                  </Row>
                </Item>
              );
            })}
          </ItemList>
        )}
      </QueryState>
    </section>
  );
}
