import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingFigures as Figures, Product } from '@immo237/shared/api';
import { formatPrice } from '@immo237/shared/format';
import { Badge, Button } from '@immo237/shared/ui';
import type { Availability } from '../api/set-listing-availability';
import {
  PropertyCard,
  PropertyCardBody,
  PropertyPicture,
  PropertyPrice,
} from '../../../components/property-card';
import { ListingFigures } from './listing-figures';

const LowPrice = styled.p`
  padding: ${({ theme }) => theme.spacing.xs};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** A plot for sale: its figure is a price per m². */
const isPlot = (product: Product) => product.is_for_sale && /^terrain$/i.test(product.category.trim());

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.xs};
  left: ${({ theme }) => theme.spacing.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.xs};
`;

const Reminder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

interface ListingCardProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** 'Marquer comme loué / vendu', 'Remettre en ligne', 'Oui, toujours disponible'. */
  onAvailability: (product: Product, availability: Availability) => void;
  /** The last 30 days' views, contacts and saves; null while unknown. */
  figures?: Figures | null;
  /** 'Statistiques': the listing's daily figures. */
  onStats?: (product: Product) => void;
  /** 'Disponibilités de visite': the listing's visit hours. */
  onVisitHours?: (product: Product) => void;
}

const CLOSED_KEYS = {
  RENTED: 'articles.card.rented',
  SOLD: 'articles.card.sold',
  EXPIRED: 'articles.card.expired',
} as const;

/** One of my listings: picture (placeholder on failure), status, text, price, stock, actions. */
export function ListingCard({
  product,
  onEdit,
  onDelete,
  onAvailability,
  figures,
  onStats,
  onVisitHours,
}: ListingCardProps) {
  const { t, i18n } = useTranslation('profile');
  const [broken, setBroken] = useState(false);
  const active = product.status === 'ACTIVE';
  const closed = !active && product.closed_reason ? product.closed_reason : null;
  const reminded = active && Boolean(product.reminded_at);
  return (
    <PropertyCard>
      <PropertyPicture>
        {product.image && !broken ? (
          <img src={product.image} alt={product.name} loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <Placeholder role="img" aria-label={t('articles.card.noImage')}>
            {t('articles.card.noImage')}
          </Placeholder>
        )}
        <Status>
          <Badge tone={active ? 'success' : 'neutral'}>
            {active ? t('articles.card.active') : t('articles.card.inactive')}
          </Badge>
          {/* Held off the public pages by reports until an administrator decides. */}
          {product.moderation === 'UNDER_REVIEW' ? (
            <Badge tone="warning">{t('articles.card.underReview')}</Badge>
          ) : product.moderation === 'HIDDEN' ? (
            <Badge tone="danger">{t('articles.card.hidden')}</Badge>
          ) : null}
          {closed ? (
            <Badge tone={closed === 'EXPIRED' ? 'warning' : 'info'}>{t(CLOSED_KEYS[closed])}</Badge>
          ) : null}
        </Status>
      </PropertyPicture>
      <PropertyCardBody>
        <h2>{product.name}</h2>
        <Description>{product.description || t('articles.card.noDescription')}</Description>
        <PropertyPrice>{formatPrice(product.price, product.currency, { lng: i18n.language })}</PropertyPrice>
        {/* Why visitors see a notice on its page: far below its quartier's median (per m² for a plot). */}
        {product.low_price ? (
          <LowPrice>
            {t('articles.card.lowPrice', {
              median: `${formatPrice(product.low_price.median, 'XAF', {
                perMonth: !product.is_for_sale,
                lng: i18n.language,
              })}${isPlot(product) ? ' / m²' : ''}`,
            })}
          </LowPrice>
        ) : null}
        <p>{t('articles.card.stock', { count: product.stock })}</p>
        {figures ? <ListingFigures figures={figures} period={t('stats.lastDays', { count: 30 })} /> : null}
        {reminded ? (
          <Reminder>
            <p>{t('articles.availability.question')}</p>
            <Button
              size="sm"
              aria-label={t('articles.availability.confirmNamed', { name: product.name })}
              onClick={() => onAvailability(product, { available: true })}
            >
              {t('articles.availability.confirm')}
            </Button>
          </Reminder>
        ) : null}
        <Actions>
          {onStats ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('stats.openNamed', { name: product.name })}
              onClick={() => onStats(product)}
            >
              {t('stats.open')}
            </Button>
          ) : null}
          {onVisitHours && active ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('visitHours.openNamed', { name: product.name })}
              onClick={() => onVisitHours(product)}
            >
              {t('visitHours.open')}
            </Button>
          ) : null}
          {/* The listing's name in the accessible name: a page of cards has many 'Modifier' buttons. */}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('articles.card.editNamed', { name: product.name })}
            onClick={() => onEdit(product)}
          >
            {t('articles.card.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('articles.card.deleteNamed', { name: product.name })}
            onClick={() => onDelete(product)}
          >
            {t('articles.card.delete')}
          </Button>
          {active ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(
                product.is_for_sale ? 'articles.availability.soldNamed' : 'articles.availability.rentedNamed',
                {
                  name: product.name,
                },
              )}
              onClick={() =>
                onAvailability(product, { available: false, reason: product.is_for_sale ? 'SOLD' : 'RENTED' })
              }
            >
              {t(product.is_for_sale ? 'articles.availability.markSold' : 'articles.availability.markRented')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('articles.availability.reopenNamed', { name: product.name })}
              onClick={() => onAvailability(product, { available: true })}
            >
              {t('articles.availability.reopen')}
            </Button>
          )}
        </Actions>
      </PropertyCardBody>
    </PropertyCard>
  );
}
