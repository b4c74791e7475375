import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FILTER_NAMES, type FilterName, type FilterValues } from '../lib/filters';
import { useDebouncedValue } from './use-debounced-value';

/** The filters typed as text: written to the address once typing pauses (one history entry per search). */
const TYPED: readonly FilterName[] = ['query', 'priceMin', 'priceMax', 'areaMin', 'areaMax'];

/** The same filters, whatever blanks and spaces they hold. */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  return FILTER_NAMES.every((name) => (a[name] ?? '').trim() === (b[name] ?? '').trim());
}

/**
 * The filter form as it is filled in, over the filters of the address (`committed`). A choice in a list is
 * committed at once; typed text once typing pauses, or at once when the form is submitted (Enter). When the
 * address changes from outside (back/forward, reset, a link), the form follows it.
 */
export function useFilterDraft(committed: FilterValues, commit: (values: FilterValues) => void) {
  const [draft, setDraft] = useState<FilterValues>(committed);
  const debounced = useDebouncedValue(draft);

  // The draft the visitor typed and the address does not hold yet; null when the form shows the address. Only
  // such a draft commits once typing pauses: a draft that came from the address must never be written back (its
  // pause can end just after the address moved on — 'Retirer la zone' a moment after 'Rechercher dans cette
  // zone' — and would restore what the visitor just removed).
  const typed = useRef<FilterValues | null>(null);
  // What this form wrote to the address and the address does not show yet. The address reaches each a moment later
  // (the router's navigation is asynchronous); text typed in between belongs to the visitor and must survive the
  // address catching up with the form's own earlier writes.
  const written = useRef<FilterValues[]>([]);
  const write = useCallback(
    (values: FilterValues) => {
      written.current.push(values);
      commit(values);
    },
    [commit],
  );

  useEffect(() => {
    const own = written.current.findIndex((values) => sameFilters(values, committed));
    written.current = own >= 0 ? written.current.slice(own + 1) : [];
    if (own >= 0) return;
    typed.current = null;
    setDraft((current) => (sameFilters(current, committed) ? current : committed));
    // The address's values as a whole: a new object with the same filters must not reset the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [FILTER_NAMES.map((name) => committed[name] ?? '').join('\u0000')]);

  useEffect(() => {
    if (debounced !== typed.current) return;
    typed.current = null;
    if (!sameFilters(debounced, committed)) write(debounced);
    // Only a settled draft commits; a change of the address alone must not write itself back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // Each change goes on top of the previous one, even two in the same tick from the same render (the values a
  // visitor set before the page hydrated are handed over together): the second must not undo the first.
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  const change = useCallback(
    (name: FilterName, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setDraft(next);
      if (TYPED.includes(name)) {
        typed.current = next;
      } else {
        typed.current = null;
        write(next);
      }
    },
    [write],
  );

  const submit = useCallback(() => {
    typed.current = null;
    if (!sameFilters(draft, committed)) write(draft);
  }, [draft, committed, write]);

  return { draft, change, submit };
}
