import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Skeleton, VisuallyHidden } from '@immo237/shared/ui';
import { PageLayout } from '../../../components/page-layout';
import { Actions, Columns, FormSpace, PriceLine, Stack } from './detail-layout';

// Sizes copied from the listing's own boxes (theme units): the main photo is 3:2 like every photo the API
// renders, a thumbnail 6.5rem wide at 3:2 plus its 3 px borders, a price line of 1.5rem text, the buttons
// 2.75rem high and about as wide as their French labels, a fact 4.3rem high. The skeleton is at least a screen
// high, like the listing: the footer never shows in between (it was what moved, painted in view under a short
// loading state and then pushed down: Lighthouse CLS 0.46).
const Reserve = styled.div`
  min-height: 100vh;
`;

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Photo = styled(Skeleton)`
  aspect-ratio: 3 / 2;
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow: hidden;
`;

const Thumb = styled(Skeleton)`
  flex: 0 0 6.5rem;
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** /details/{slug} while the listing loads: the same boxes as the listing (gallery, price, facts, texts, form). */
export function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  const { radii } = useTheme();
  return (
    <PageLayout title={t('detail.title')}>
      <Reserve aria-busy="true">
        <VisuallyHidden role="status">{t('detail.loading')}</VisuallyHidden>
        <Columns aria-hidden="true" data-testid="detail-skeleton">
          <Stack>
            <Gallery>
              <Photo height="auto" radius={radii.lg} />
              <Thumbs>
                {[0, 1, 2].map((index) => (
                  <Thumb key={index} width="6.5rem" height="calc(6.5rem * 2 / 3 + 6px)" radius={radii.md} />
                ))}
              </Thumbs>
            </Gallery>
            <PriceLine>
              <Skeleton width="12rem" height="2.25rem" />
              <Skeleton width="4.5rem" height="1.375rem" radius={radii.pill} />
            </PriceLine>
            <Actions>
              <Skeleton width="15.5rem" height="2.75rem" radius={radii.md} />
              <Skeleton width="16.5rem" height="2.75rem" radius={radii.md} />
              <Skeleton width="8rem" height="2.75rem" radius={radii.md} />
            </Actions>
            <Text>
              <Skeleton width="10rem" height="1.875rem" />
              <Facts>
                {[0, 1, 2, 3, 4].map((index) => (
                  <Skeleton key={index} height="4.3rem" radius={radii.md} />
                ))}
              </Facts>
            </Text>
            <Text>
              <Skeleton width="8rem" height="1.875rem" />
              <Skeleton />
              <Skeleton />
              <Skeleton width="60%" />
            </Text>
          </Stack>
          <FormSpace />
        </Columns>
      </Reserve>
    </PageLayout>
  );
}
