import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@immo237/shared/api';
import { Button, Modal, Notice, Spinner } from '@immo237/shared/ui';
import { useListingStats, type StatsDays } from '../hooks/use-listing-stats';
import { ListingFigures } from './listing-figures';
import { StatsChart } from './stats-chart';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Totals = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSizes.md};

  p {
    color: ${({ theme }) => theme.colors.text};
    font-size: inherit;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const WINDOWS: StatsDays[] = [7, 30];

/**
 * 'Statistiques' of one listing: views, contacts and saves over 7 or 30 days, and a daily chart with
 * its text alternative. A modal dialog: focus goes into it, Escape closes it, focus returns to the card's button.
 */
export function ListingStatsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [days, setDays] = useState<StatsDays>(7);
  const stats = useListingStats(product?.id ?? '', days, Boolean(product));
  const data = stats.data?.productId === product?.id ? stats.data : undefined;
  return (
    <Modal open={Boolean(product)} onClose={onClose} title={t('stats.title', { name: product?.name ?? '' })}>
      <Body>
        <Toggle role="group" aria-label={t('stats.period')}>
          {WINDOWS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={days === value ? 'primary' : 'secondary'}
              aria-pressed={days === value}
              onClick={() => setDays(value)}
            >
              {t('stats.days', { count: value })}
            </Button>
          ))}
        </Toggle>
        {data ? (
          <>
            <Totals aria-live="polite">
              <ListingFigures figures={data.totals} period={t('stats.lastDays', { count: data.days })} />
            </Totals>
            <StatsChart series={data.series} />
          </>
        ) : stats.isError ? (
          <Notice tone="danger">{t('stats.error')}</Notice>
        ) : (
          <p role="status">
            <Spinner /> {t('stats.loading')}
          </p>
        )}
      </Body>
    </Modal>
  );
}
