import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { Button, lazyPart } from '@immo237/shared/ui';

// The map and Leaflet are fetched on request only: most visitors never open it.
const AreaMap = lazyPart(() => import('./area-map').then((module) => ({ default: module.AreaMap })));

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  > div {
    align-self: stretch;
  }
`;

/** 'Voir sur la carte': a small map of the listing's area, when it has a position. */
export function ListingMap({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const { lat, lng } = product.location ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return (
    <Box>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {t(open ? 'detail.mapHide' : 'detail.mapShow')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AreaMap product={product} lat={lat} lng={lng} />
        </Suspense>
      ) : null}
    </Box>
  );
}
