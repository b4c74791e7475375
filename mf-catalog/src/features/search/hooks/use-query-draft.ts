import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * The free-text filter as it is typed: kept locally and written to the URL once typing pauses (one history
 * entry per search, not per letter). When the URL changes from outside (back/forward, reset), the draft follows.
 */
export function useQueryDraft(urlValue: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(urlValue);
  const debounced = useDebouncedValue(draft);

  useEffect(() => {
    setDraft(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (debounced.trim() !== urlValue.trim()) commit(debounced);
    // Only a settled draft commits; a URL change alone must not write itself back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [draft, setDraft] as const;
}
