import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { MapCanvas, type MapMarker, type MapView } from '@immo237/shared/map';
import { Button } from '@immo237/shared/ui';
import { ActionLine } from '../../../components/action-line';
import { useMapCanvasTexts } from '../../../i18n/map';
import { bboxCentre } from '../../../lib/bbox';
import { productPlace, productPrice } from '../../../lib/product-view';

/** Cameroon as a whole: where the map opens when there is nothing to frame. */
const CAMEROON = { lat: 5.7, lng: 12.35 };

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Bar = styled(ActionLine)`
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface ResultsMapProps {
  products: readonly Product[];
  total: number;
  /** The API stopped counting: more than `total` match. */
  capped?: boolean;
  loading: boolean;
  /** The area the results are limited to, if any (the address's bbox). */
  bbox: string | undefined;
  /** 'Rechercher dans cette zone': the map's visible area as the search's bbox. */
  onSearchArea: (bbox: string) => void;
}

export function markersOf(products: readonly Product[], lng: string): MapMarker[] {
  return products.flatMap((product) => {
    const { lat, lng: longitude } = product.location ?? {};
    if (typeof lat !== 'number' || typeof longitude !== 'number') return [];
    const place = productPlace(product);
    return [
      {
        id: product.id,
        lat,
        lng: longitude,
        title: product.name,
        detail: [productPrice(product, lng), place].filter(Boolean).join(' · '),
        href: `/details/${product.slug}`,
      },
    ];
  });
}

/**
 * The 'Carte' view of /search: the current results as markers, each with a popup linking to
 * its page, and 'Rechercher dans cette zone'. Loaded with the view (this file and, once it mounts, Leaflet).
 */
export function ResultsMap({
  products,
  total,
  capped = false,
  loading,
  bbox,
  onSearchArea,
}: ResultsMapProps) {
  const { t, i18n } = useTranslation('catalog-map');
  const texts = useMapCanvasTexts();
  const navigate = useNavigate();
  const [view, setView] = useState<MapView | null>(null);
  const markers = useMemo(() => markersOf(products, i18n.language), [products, i18n.language]);
  const start = (bbox && bboxCentre(bbox)) || markers[0] || CAMEROON;

  // The address's area is the visitor's own framing: kept as it is. Without one, the map frames the results.
  useEffect(() => {
    // An area this map has just given ('Rechercher dans cette zone') is already on screen: framing it again
    // could zoom out a step.
    if (view && bbox && view.bbox() !== bbox) view.fitBbox(bbox);
  }, [view, bbox]);
  useEffect(() => {
    if (view && !loading) view.setMarkers(markers, { fit: !bbox });
    // The area is framed by the effect above; a new area alone must not re-frame the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, markers, loading]);

  const unplaced = products.length - markers.length;
  return (
    <Column>
      <MapCanvas
        label={t('label')}
        description={t('description')}
        texts={texts}
        center={start}
        zoom={bbox ? 13 : 6}
        openLabel={t('open')}
        onNavigate={(href) => navigate(href)}
        onReady={setView}
      />
      <Bar>
        <Button variant="secondary" disabled={!view} onClick={() => view && onSearchArea(view.bbox())}>
          {t('searchArea')}
        </Button>
        {!loading ? (
          <p role="status">
            {t('placed', { count: markers.length })}
            {capped || total > products.length
              ? ` ${t(capped ? 'firstOfMore' : 'firstOnly', { shown: products.length, total })}`
              : ''}
            {unplaced > 0 ? ` ${t('unplaced', { count: unplaced })}` : ''}
          </p>
        ) : null}
      </Bar>
    </Column>
  );
}
