import { useTranslation } from 'react-i18next';
import { Chip, ChipRow } from '@immo237/shared/ui';
import { FAQ_CATEGORIES } from '../faq-entries';
import type { CategoryFilter } from '../hooks/use-faq-filter';

interface FaqCategoryChipsProps {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}

/** 'Toutes' plus the six categories; exactly one is pressed. */
export function FaqCategoryChips({ value, onChange }: FaqCategoryChipsProps) {
  const { t } = useTranslation('content');
  const options: CategoryFilter[] = ['all', ...FAQ_CATEGORIES];
  return (
    <ChipRow aria-label={t('faq.categoriesLabel')}>
      {options.map((option) => (
        <Chip key={option} selected={value === option} onToggle={() => onChange(option)}>
          {option === 'all' ? t('faq.allCategories') : t(`faq.categories.${option}`)}
        </Chip>
      ))}
    </ChipRow>
  );
}
