import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { useSiteOrigin } from '@immo237/shared/config';
import { formatPhone } from '@immo237/shared/format';
import { ButtonLink, useHydrated } from '@immo237/shared/ui';
import { listingUrl } from '../../../lib/listing-url';
import { countContactTap } from '../api/count-contact-tap';
import { earlyContactTap } from '../api/early-contact-tap';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * 'Appeler' and 'WhatsApp' when the owner shows their number: plain links that work without script; a tap is
 * counted for the owner's figures without delaying the link (countContactTap never waits). Before the page is
 * live, the start-up script counts it from the links' `data-count-tap` attributes.
 */
export function OwnerContactLinks({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const origin = useSiteOrigin();
  const live = useHydrated();
  const phone = product.contact_phone;
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const text = t('callOwner.whatsappText', { name: product.name, url: listingUrl(origin, product.slug) });
  return (
    <section aria-label={t('callOwner.title')}>
      <Row>
        <ButtonLink
          href={`tel:+${digits}`}
          aria-label={t('callOwner.callLabel', { phone: formatPhone(phone) })}
          onClick={() => countContactTap(product.id, 'call')}
          {...(live ? {} : earlyContactTap(product.id, 'call'))}
        >
          {t('callOwner.call')}
        </ButtonLink>
        <ButtonLink
          href={`https://wa.me/${digits}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="secondary"
          onClick={() => countContactTap(product.id, 'whatsapp')}
          {...(live ? {} : earlyContactTap(product.id, 'whatsapp'))}
        >
          {t('callOwner.whatsapp')}
        </ButtonLink>
      </Row>
    </section>
  );
}
