import { useCallback, useMemo, useState } from 'react';
import { normalizeText } from '../../../lib/normalize-text';
import type { FaqCategory, FaqEntry } from '../faq-entries';

export type CategoryFilter = FaqCategory | 'all';

/**
 * Free-text search over questions and answers (starting from `initialQuery`, the address's), combined with one
 * category chip ('all' by default).
 */
export function useFaqFilter(entries: FaqEntry[], initialQuery = '') {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<CategoryFilter>('all');

  const visible = useMemo(() => {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    return entries.filter((entry) => {
      if (category !== 'all' && entry.category !== category) return false;
      const haystack = normalizeText(`${entry.question} ${entry.answer}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [entries, query, category]);

  // Stable, so the deep link can clear the filters from an effect.
  const reset = useCallback(() => {
    setQuery('');
    setCategory('all');
  }, []);

  return { query, setQuery, category, setCategory, visible, reset };
}
