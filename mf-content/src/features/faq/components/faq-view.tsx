import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FilterSearchField, useSearchParameter } from '../../../components/filter-search-field';
import { ListCount, ListEmpty, ListTools } from '../../../components/list-styles';
import { FAQ_CATEGORIES } from '../faq-entries';
import { useFaqDeepLink } from '../hooks/use-faq-deep-link';
import { useFaqEntries } from '../hooks/use-faq-entries';
import { useFaqFilter } from '../hooks/use-faq-filter';
import { FaqCategoryChips } from './faq-category-chips';
import { FaqContactLink } from './faq-contact-link';
import { FaqItem } from './faq-item';

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface FaqViewProps {
  /** 'multiple' (/faq): answers open independently; 'single' (/faq2): opening one closes the other. */
  mode: 'multiple' | 'single';
  /** /faq has the category chips and the result count; /faq2 only the search. */
  withChips: boolean;
}

/** The FAQ body shared by /faq and /faq2: search, optional chips and count, grouped questions, contact link. */
export function FaqView({ mode, withChips }: FaqViewProps) {
  const { t } = useTranslation('content');
  const entries = useFaqEntries();
  const asked = useSearchParameter();
  const { query, setQuery, category, setCategory, visible, reset } = useFaqFilter(entries, asked);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) return new Set([...current].filter((other) => other !== id));
      return mode === 'single' ? new Set([id]) : new Set([...current, id]);
    });

  const openTarget = useCallback(
    (id: string) => {
      reset();
      setOpen((current) => (mode === 'single' ? new Set([id]) : new Set([...current, id])));
    },
    [mode, reset],
  );
  useFaqDeepLink(openTarget);

  return (
    <>
      <ListTools>
        <FilterSearchField
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        {withChips && <FaqCategoryChips value={category} onChange={setCategory} />}
        {withChips && (
          <ListCount role="status" aria-live="polite">
            {t('faq.count', { count: visible.length })}
          </ListCount>
        )}
      </ListTools>
      {visible.length === 0 ? (
        <ListEmpty role={withChips ? undefined : 'status'}>{t('faq.empty')}</ListEmpty>
      ) : (
        FAQ_CATEGORIES.map((group) => {
          const items = visible.filter((entry) => entry.category === group);
          if (items.length === 0) return null;
          return (
            <Group key={group} aria-labelledby={`faq-group-${group}`}>
              <GroupTitle id={`faq-group-${group}`}>{t(`faq.categories.${group}`)}</GroupTitle>
              {items.map((entry) => (
                <FaqItem key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={toggle} />
              ))}
            </Group>
          );
        })
      )}
      <FaqContactLink />
    </>
  );
}
