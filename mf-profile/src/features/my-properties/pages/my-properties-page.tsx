import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { Button, EmptyState, Pagination, SkeletonCard, spreadRowStyles } from '@immo237/shared/ui';
import { ProfilePage } from '../../../components/profile-page';
import { PropertyGrid } from '../../../components/property-card';
import { DeleteListingDialog } from '../components/delete-listing-dialog';
import { ErrorList } from '../components/error-list';
import { ListingCard } from '../components/listing-card';
import { ListingModal } from '../components/listing-modal';
import { ListingStatsDialog } from '../components/listing-stats-dialog';
import { VisitHoursDialog } from '../components/visit-hours-dialog';
import { useMyListingsStats } from '../hooks/use-listing-stats';
import { LISTINGS_PER_PAGE, useMyListings } from '../hooks/use-my-listings';

const Toolbar = styled.div`
  ${spreadRowStyles}
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Pager = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const NoUser = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** /profile/articles and /profile/dashboard: my listings, created, edited and deleted for real. */
export function MyPropertiesPage() {
  const { t } = useTranslation('profile');
  const user = useAuthStore((state) => state.user);
  const [page, setPage] = useState(1);
  const listings = useMyListings(Boolean(user), page);
  const pageCount = Math.ceil(listings.total / LISTINGS_PER_PAGE);
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  // The last 30 days' figures of every listing in one call, and one listing's daily figures on demand.
  const figures = useMyListingsStats(Boolean(user));
  const [statsFor, setStatsFor] = useState<Product | null>(null);
  const [hoursFor, setHoursFor] = useState<Product | null>(null);

  const openForm = (product: Product | null) => {
    listings.clearErrors();
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <ProfilePage title={t('articles.title')}>
      <Toolbar>
        <p>{t('articles.count', { count: listings.total })}</p>
        <Button onClick={() => openForm(null)} disabled={!user}>
          {t('articles.createNew')}
        </Button>
      </Toolbar>
      {!user && <NoUser role="alert">{t('articles.errors.userNotAuthenticated')}</NoUser>}
      <ErrorList errors={formOpen ? [] : listings.errors} label={t('articles.errors.listLabel')} />
      {listings.loading ? (
        <PropertyGrid aria-busy="true" aria-label={t('articles.loading')}>
          {[0, 1, 2].map((key) => (
            <SkeletonCard key={key} />
          ))}
        </PropertyGrid>
      ) : listings.items.length === 0 ? (
        <EmptyState title={t('articles.empty.title')} text={t('articles.empty.text')} headingLevel="h2" />
      ) : (
        <PropertyGrid>
          {listings.items.map((product) => (
            <ListingCard
              key={product.id}
              product={product}
              onEdit={openForm}
              onDelete={setDeleting}
              figures={figures ? (figures[product.id] ?? { views: 0, contacts: 0, saves: 0 }) : null}
              onStats={setStatsFor}
              onVisitHours={setHoursFor}
              onAvailability={(item, availability) => {
                // Failures are shown by the hook (red list and toast); nothing else to do here.
                listings.setAvailability(item, availability).catch(() => undefined);
              }}
            />
          ))}
        </PropertyGrid>
      )}
      {pageCount > 1 && (
        <Pager>
          <Pagination
            page={page}
            pageCount={pageCount}
            label={t('articles.pagination')}
            onChange={(next) => {
              setPage(next);
              window.scrollTo?.({ top: 0 });
            }}
          />
        </Pager>
      )}
      <ListingModal
        open={formOpen}
        product={editing}
        errors={listings.errors}
        onClose={() => setFormOpen(false)}
        onSubmit={(input, files, onProgress) =>
          editing
            ? listings.update(editing.id, input, files, onProgress)
            : listings.create(input, files, onProgress)
        }
      />
      <ListingStatsDialog product={statsFor} onClose={() => setStatsFor(null)} />
      <VisitHoursDialog
        product={hoursFor}
        others={listings.items.filter((item) => item.id !== hoursFor?.id && item.status === 'ACTIVE')}
        onClose={() => setHoursFor(null)}
      />
      <DeleteListingDialog
        product={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(product) => listings.remove(product.id)}
      />
    </ProfilePage>
  );
}
