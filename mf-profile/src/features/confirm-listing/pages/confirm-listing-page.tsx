import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@immo237/shared/ui';
import { SignedLinkPage } from '../../../components/signed-link-page';
import { useConfirmListing } from '../hooks/use-confirm-listing';

/**
 * /annonces/confirmer?token=… (public: the owner may open the mail on a phone where they are not signed in): the
 * answer to 'Votre annonce est-elle toujours disponible ?' in one click.
 */
export default function ConfirmListingPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const { state, data: listing, retry } = useConfirmListing(params.get('token'));

  return (
    <SignedLinkPage
      id="confirm-listing-title"
      title={t('confirmListing.title')}
      state={state}
      sending={t('confirmListing.confirming')}
      notice={() =>
        state === 'done'
          ? t('confirmListing.confirmed', { name: listing?.name ?? '' })
          : t(`confirmListing.${state as 'expired' | 'invalid' | 'closed' | 'notFound'}`)
      }
      error={t('confirmListing.error')}
      retryLabel={t('confirmListing.retry')}
      onRetry={retry}
      actions={
        listing ? (
          <ButtonLink as={Link} to={`/details/${encodeURIComponent(listing.slug)}`} fullWidth>
            {t('confirmListing.view')}
          </ButtonLink>
        ) : null
      }
      back={
        <ButtonLink as={Link} to="/profile/articles" variant="secondary" fullWidth>
          {t('confirmListing.myListings')}
        </ButtonLink>
      }
    />
  );
}
