import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '@immo237/shared/api';
import { Notice } from '@immo237/shared/ui';
import { pricePagePath } from '../../../lib/price-pages';

/**
 * Beside the price: a neutral notice when the listing is priced far below comparable ones of its quartier (the API
 * says so, never for a verified advertiser), and the link to what rent or property costs there ('Loyers à Bonapriso').
 */
export function PriceContext({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const { city, district } = product.location;
  const path = pricePagePath(city, district);
  const place = district || city;
  return (
    <>
      {product.low_price ? (
        <Notice>
          <p>{t('detail.lowPrice')}</p>
        </Notice>
      ) : null}
      {path && place ? (
        <p>
          <Link to={path}>
            {t(product.is_for_sale ? 'detail.placePrices.sale' : 'detail.placePrices.rent', { place })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
