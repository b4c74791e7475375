import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Drawer } from '@immo237/shared/ui';
import { LARGE_SCREEN, useMediaQuery } from '../hooks/use-media-query';

const Aside = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const AsideTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

interface FilterPanelProps {
  /** The filter fields (the same element in the drawer and in the fixed panel). */
  children: ReactNode;
  onReset: () => void;
}

/**
 * Spec §2: a slide-in drawer (20rem) on small screens, opened by 'Filtres' and closed by its close button
 * or by 'Réinitialiser'; a fixed panel from 1024 px. Only one of the two is mounted, so every field exists
 * once in the page (one label, one id).
 */
export function FilterPanel({ children, onReset }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);

  const reset = (
    <Button
      variant="secondary"
      onClick={() => {
        onReset();
        setOpen(false);
      }}
    >
      {t('filters.reset')}
    </Button>
  );

  if (large) {
    return (
      <Aside aria-labelledby="catalog-filters-title">
        <AsideTitle id="catalog-filters-title">{t('filters.title')}</AsideTitle>
        <Fields>
          {children}
          {reset}
        </Fields>
      </Aside>
    );
  }
  return (
    <div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('filters.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        side="left"
        width="20rem"
        footer={reset}
      >
        <Fields>{children}</Fields>
      </Drawer>
    </div>
  );
}
