import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@immo237/shared/api';
import { MapCanvas, type MapView } from '@immo237/shared/map';
import { useMapCanvasTexts } from '../../../i18n/map';
import { productPlace } from '../../../lib/product-view';

/** The area drawn around a quartier's centre: about a quartier, never a street. */
export const AREA_RADIUS_M = 500;

/**
 * The listing's area: a marker where the owner placed their pin (`exact`), otherwise a circle around the centre of
 * its quartier or city, so the page never shows a position more precise than the owner chose.
 */
export function AreaMap({ product, lat, lng }: { product: Product; lat: number; lng: number }) {
  const { t } = useTranslation('catalog-map');
  const texts = useMapCanvasTexts();
  const [view, setView] = useState<MapView | null>(null);
  const exact = product.location?.exact === true;
  const place = productPlace(product) || product.name;

  useEffect(() => {
    view?.setArea({ lat, lng, radius: exact ? null : AREA_RADIUS_M, label: product.name });
  }, [view, lat, lng, exact, product.name]);

  return (
    <MapCanvas
      label={t('areaLabel', { place })}
      description={exact ? t('exact') : t('approximate', { radius: AREA_RADIUS_M })}
      texts={texts}
      center={{ lat, lng }}
      zoom={exact ? 16 : 14}
      height="min(50vh, 18rem)"
      onReady={setView}
    />
  );
}
