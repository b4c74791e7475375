import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { Badge, SafetyNote, lazyPart } from '@immo237/shared/ui';
import { PageLayout } from '../../../components/page-layout';
import { productPrice } from '../../../lib/product-view';
import { useCountView } from '../hooks/use-count-view';
import { useListingTitle } from '../hooks/use-listing-title';
import { useRecordView } from '../hooks/use-record-view';
import { Actions, Columns, FormSpace, PriceLine, Stack } from './detail-layout';
import { FavouriteButton } from './favourite-button';
import { ListingMap } from './listing-map';
import { PropertyFacts } from './property-facts';
import { PropertyGallery } from './property-gallery';
import { PriceContext } from './price-context';
import { PropertyJsonLd } from './property-json-ld';
import { PublishedBy } from './published-by';
import { ReportListing } from './report-listing';
import { EntryCosts } from './entry-costs';
import { OwnerContactLinks } from './owner-contact-links';
import { ShareButtons } from './share-buttons';

// The form brings react-final-form and yup (~18 KB gzip): fetched after the listing itself has rendered,
// so the photo and price reach a slow phone first.
const ContactForm = lazyPart(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);
// Read in the browser once the page is live (free slots change with every confirmed visit).
const VisitBooking = lazyPart(() =>
  import('./visit-booking').then((module) => ({ default: module.VisitBooking })),
);

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const LandTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

const Text = styled.section`
  h2 {
    margin: ${({ theme }) => `0 0 ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The listing itself: gallery, price and status, facts, texts, sharing, favourite and the message form. */
export function DetailView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('catalog');
  useListingTitle(product, i18n.language);
  useCountView(product.id);
  useRecordView(product);
  return (
    <PageLayout title={product.name}>
      <PropertyJsonLd product={product} />
      <Columns>
        <Stack>
          <PropertyGallery product={product} />
          <PriceLine>
            <Price>{productPrice(product, i18n.language)}</Price>
            <Badge tone={product.is_for_sale ? 'info' : 'success'}>
              {t(product.is_for_sale ? 'detail.forSale' : 'detail.forRent')}
            </Badge>
            {product.owner_verified ? <Badge tone="success">{t('detail.verified')}</Badge> : null}
          </PriceLine>
          {product.land_title ? (
            <LandTitle>{t('card.landTitle', { value: t(`landTitles.${product.land_title}`) })}</LandTitle>
          ) : null}
          <PriceContext product={product} />
          <Actions>
            <FavouriteButton productId={product.id} />
            <ShareButtons product={product} />
          </Actions>
          <Text aria-labelledby="catalog-features-title">
            <h2 id="catalog-features-title">{t('detail.features')}</h2>
            <PropertyFacts product={product} />
          </Text>
          <ListingMap product={product} />
          <Text as="div">
            <EntryCosts product={product} />
          </Text>
          <Text aria-labelledby="catalog-description-title">
            <h2 id="catalog-description-title">{t('detail.description')}</h2>
            <p>{product.description || t('detail.noDescription')}</p>
          </Text>
          {product.conditions ? (
            <Text aria-labelledby="catalog-conditions-title">
              <h2 id="catalog-conditions-title">{t('detail.conditions')}</h2>
              <p>{product.conditions}</p>
            </Text>
          ) : null}
        </Stack>
        <Side>
          <SafetyNote>{t('report.safety')}</SafetyNote>
          <PublishedBy product={product} />
          <OwnerContactLinks product={product} />
          <Suspense fallback={null}>
            <VisitBooking product={product} />
          </Suspense>
          <Suspense fallback={<FormSpace aria-hidden="true" />}>
            <ContactForm product={product} />
          </Suspense>
          <div>
            <ReportListing productId={product.id} />
          </div>
        </Side>
      </Columns>
    </PageLayout>
  );
}
