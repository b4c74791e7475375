import { useTranslation } from 'react-i18next';
import { type AdminListing } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import { Badge, Button } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, Row } from '../../../components/item-list';
import { useListSearch } from '../../../hooks/use-list-search';
import { PagedItems } from '../../../components/paged-items';
import { SearchForm } from '../../../components/search-form';
import { decideListing } from '../../../lib/api/decide-listing';
import { deleteListingAsAdmin } from '../api/delete-listing-as-admin';
import { listAdminListings } from '../api/list-admin-listings';

const PER_PAGE = 20;

function Statuses({ listing }: { listing: AdminListing }) {
  const { t } = useTranslation('admin');
  return (
    <Row>
      <Badge tone={listing.status === 'ACTIVE' ? 'success' : 'neutral'}>
        {t(listing.status === 'ACTIVE' ? 'listings.active' : 'listings.inactive')}
      </Badge>
      {listing.moderation === 'UNDER_REVIEW' ? (
        <Badge tone="warning">{t('listings.underReview')}</Badge>
      ) : null}
      {listing.moderation === 'HIDDEN' ? <Badge tone="danger">{t('listings.hidden')}</Badge> : null}
      {listing.ownerDisabled ? <Badge tone="danger">{t('listings.ownerDisabled')}</Badge> : null}
    </Row>
  );
}

/** 'Annonces': every listing, any status, searchable; hide, restore, delete. */
export default function ListingsPage() {
  const { t, i18n } = useTranslation('admin');
  const { search, searchFor, goTo } = useListSearch();
  const query = useAdminQuery(['listings', search], () =>
    listAdminListings(search.query, search.page, PER_PAGE),
  );
  const { run, running } = useAdminAction();
  const remove = (listing: AdminListing) => {
    if (!window.confirm(t('listings.confirmDelete', { name: listing.name }))) return;
    void run(`delete-${listing.id}`, () => deleteListingAsAdmin(listing.id));
  };
  return (
    <>
      <SearchForm label={t('listings.searchLabel')} onSearch={searchFor} />
      <PagedItems
        query={query}
        page={search.page}
        perPage={PER_PAGE}
        onPage={goTo}
        empty={t('listings.empty')}
        count={(total) => t('listings.count', { count: total })}
      >
        {(listing) => (
          <Item key={listing.id}>
            <h2>{listing.name}</h2>
            <Statuses listing={listing} />
            <p>
              {formatPrice(listing.price, 'XAF', { lng: i18n.language })}
              {listing.city ? ` · ${listing.city}` : ''}
            </p>
            <p>{t('listings.owner', { email: listing.ownerEmail })}</p>
            <Row>
              {listing.moderation === 'HIDDEN' ? (
                <Button
                  size="sm"
                  loading={running === `restore-${listing.id}`}
                  disabled={running !== null}
                  onClick={() => run(`restore-${listing.id}`, () => decideListing(listing.id, 'restore'))}
                >
                  {t('listings.restore')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={running === `hide-${listing.id}`}
                  disabled={running !== null}
                  onClick={() => run(`hide-${listing.id}`, () => decideListing(listing.id, 'hide'))}
                >
                  {t('listings.hide')}
                </Button>
              )}
              <Button
                size="sm"
                variant="danger"
                loading={running === `delete-${listing.id}`}
                disabled={running !== null}
                onClick={() => remove(listing)}
              >
                {t('listings.delete')}
              </Button>
            </Row>
          </Item>
        )}
      </PagedItems>
    </>
  );
}
