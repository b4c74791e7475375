import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, ButtonLink, Notice, Spinner } from '@immo237/shared/ui';
import { useConfirmListing } from '../hooks/use-confirm-listing';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: 30rem;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

/**
 * /annonces/confirmer?token=… (public: the owner may open the mail on a phone where they are not signed in): the
 * answer to 'Votre annonce est-elle toujours disponible ?' in one click.
 */
export default function ConfirmListingPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { state, listing, retry } = useConfirmListing(token);
  const myListings = (
    <ButtonLink as={Link} to="/profile/articles" variant="secondary" fullWidth>
      {t('confirmListing.myListings')}
    </ButtonLink>
  );

  return (
    <Page>
      <Panel aria-labelledby="confirm-listing-title">
        <h1 id="confirm-listing-title">{t('confirmListing.title')}</h1>
        {state === 'confirming' ? (
          <div role="status" aria-busy="true">
            <Waiting>
              <Spinner />
              {t('confirmListing.confirming')}
            </Waiting>
          </div>
        ) : state === 'confirmed' ? (
          <>
            <Notice tone="success">
              <p>{t('confirmListing.confirmed', { name: listing?.name ?? '' })}</p>
            </Notice>
            {listing ? (
              <ButtonLink as={Link} to={`/details/${encodeURIComponent(listing.slug)}`} fullWidth>
                {t('confirmListing.view')}
              </ButtonLink>
            ) : null}
            {myListings}
          </>
        ) : state === 'error' ? (
          <>
            <Notice tone="danger">
              <p>{t('confirmListing.error')}</p>
            </Notice>
            <Button fullWidth onClick={retry}>
              {t('confirmListing.retry')}
            </Button>
          </>
        ) : (
          <>
            <Notice tone="danger">
              <p>{t(`confirmListing.${state}`)}</p>
            </Notice>
            {myListings}
          </>
        )}
      </Panel>
    </Page>
  );
}
