import { act, renderHook } from '@testing-library/react';
import type { FilterValues } from '../../lib/filters';
import { useFilterDraft } from '../use-filter-draft';

describe('useFilterDraft', () => {
  it('puts two choices made in the same tick on top of each other (values handed over at hydration)', () => {
    const commit = jest.fn<void, [FilterValues]>();
    const { result } = renderHook(() => useFilterDraft({ query: 'douala' }, commit));
    const { change } = result.current;
    act(() => {
      // Both from the same render, before it renders again.
      change('bedrooms', '3');
      change('type', 'villa');
    });
    expect(commit).toHaveBeenLastCalledWith({ query: 'douala', bedrooms: '3', type: 'villa' });
    expect(result.current.draft).toEqual({ query: 'douala', bedrooms: '3', type: 'villa' });
  });

  it('commits a choice at once and typed text only once typing pauses', () => {
    jest.useFakeTimers();
    const commit = jest.fn<void, [FilterValues]>();
    const { result } = renderHook(() => useFilterDraft({}, commit));
    act(() => result.current.change('query', 'Kri'));
    expect(commit).not.toHaveBeenCalled();
    act(() => result.current.change('bedrooms', '2'));
    expect(commit).toHaveBeenLastCalledWith({ query: 'Kri', bedrooms: '2' });
    jest.useRealTimers();
  });
});
