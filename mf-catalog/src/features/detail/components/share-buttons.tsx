import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { useSiteOrigin } from '@immo237/shared/config';
import { toast } from '@immo237/shared/toast';
import { Button, ButtonLink } from '@immo237/shared/ui';
import { listingUrl } from '../../../lib/listing-url';
import { productPrice } from '../../../lib/product-view';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * WhatsApp first (how listings travel in Cameroon): a wa.me link with title, price and URL; the server's
 * Open Graph tags give the preview. 'Partager' uses the Web Share API, else copies the link.
 */
export function ShareButtons({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('catalog');
  const url = listingUrl(useSiteOrigin(), product.slug);
  const text = t('share.text', { name: product.name, price: productPrice(product, i18n.language) });
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.name, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'), { id: 'catalog-share' });
    } catch {
      toast.error(t('share.copyFailed'), { id: 'catalog-share' });
    }
  };

  return (
    <Row>
      <ButtonLink href={whatsapp} target="_blank" rel="noopener noreferrer" variant="secondary">
        {t('share.whatsapp')}
      </ButtonLink>
      <Button variant="secondary" onClick={() => void share()}>
        {t('share.share')}
      </Button>
    </Row>
  );
}
