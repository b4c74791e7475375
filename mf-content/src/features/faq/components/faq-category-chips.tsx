import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Chip } from '@immo237/shared/ui';
import { FAQ_CATEGORIES } from '../faq-entries';
import type { CategoryFilter } from '../hooks/use-faq-filter';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  /* One scrolling row on phones rather than three wrapped lines pushing the questions down. */
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.spacing.xxs};
  flex-wrap: nowrap;

  ${media.md} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

interface FaqCategoryChipsProps {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}

/** 'Toutes' plus the six categories; exactly one is pressed. */
export function FaqCategoryChips({ value, onChange }: FaqCategoryChipsProps) {
  const { t } = useTranslation('content');
  const options: CategoryFilter[] = ['all', ...FAQ_CATEGORIES];
  return (
    <Row role="group" aria-label={t('faq.categoriesLabel')}>
      {options.map((option) => (
        <Chip key={option} selected={value === option} onToggle={() => onChange(option)}>
          {option === 'all' ? t('faq.allCategories') : t(`faq.categories.${option}`)}
        </Chip>
      ))}
    </Row>
  );
}
