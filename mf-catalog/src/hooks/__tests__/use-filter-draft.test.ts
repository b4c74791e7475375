import { act, renderHook } from '@testing-library/react';
import type { FilterValues } from '../../lib/filters';
import { useFilterDraft } from '../use-filter-draft';

// The pause after typing, under the test's control: it can end at any moment, as a timer does on a busy phone.
let pause: { override: boolean; value: FilterValues | null } = { override: false, value: null };
jest.mock('../use-debounced-value', () => {
  const actual = jest.requireActual<{ useDebouncedValue: <T>(value: T, delay?: number) => T }>(
    '../use-debounced-value',
  );
  return {
    useDebouncedValue: <T>(value: T, delay?: number): T => {
      const settled = actual.useDebouncedValue(value, delay);
      return pause.override ? (pause.value as T) : settled;
    },
  };
});

afterEach(() => {
  pause = { override: false, value: null };
});

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

  it('never writes back a draft that came from the address, even when its pause ends after the address moved on', () => {
    const commit = jest.fn<void, [FilterValues]>();
    const area = { query: 'villa', bbox: '9.5,3.6,10.6,4.3' };
    const { rerender } = renderHook(({ committed }) => useFilterDraft(committed, commit), {
      initialProps: { committed: { query: 'villa' } as FilterValues },
    });
    // 'Rechercher dans cette zone': the address gains the area, the form follows it.
    rerender({ committed: area });
    // 'Retirer la zone' a moment later: the address loses it, and only then the pause of the area's draft ends.
    pause = { override: true, value: area };
    rerender({ committed: { query: 'villa' } });
    expect(commit).not.toHaveBeenCalled();
  });

  it('still commits what was typed once its pause ends', () => {
    const commit = jest.fn<void, [FilterValues]>();
    const { result, rerender } = renderHook(({ committed }) => useFilterDraft(committed, commit), {
      initialProps: { committed: {} as FilterValues },
    });
    act(() => result.current.change('query', 'Kribi'));
    expect(commit).not.toHaveBeenCalled();
    pause = { override: true, value: result.current.draft };
    rerender({ committed: {} });
    expect(commit).toHaveBeenCalledWith({ query: 'Kribi' });
  });
});

describe('useFilterDraft while the address catches up', () => {
  it('keeps text typed after a choice when the address reaches that choice only afterwards', () => {
    const commit = jest.fn<void, [FilterValues]>();
    const { result, rerender } = renderHook(({ committed }) => useFilterDraft(committed, commit), {
      initialProps: { committed: {} as FilterValues },
    });
    act(() => result.current.change('bedrooms', '3'));
    expect(commit).toHaveBeenLastCalledWith({ bedrooms: '3' });
    // 'Kribi' is typed before the router's navigation for the choice has landed.
    act(() => result.current.change('query', 'Kribi'));
    rerender({ committed: { bedrooms: '3' } });
    expect(result.current.draft).toEqual({ bedrooms: '3', query: 'Kribi' });
    // Its pause ends: what was typed reaches the address.
    pause = { override: true, value: result.current.draft };
    rerender({ committed: { bedrooms: '3' } });
    expect(commit).toHaveBeenLastCalledWith({ bedrooms: '3', query: 'Kribi' });
  });

  it('still follows an address changed from elsewhere (back, a link) while text is being typed', () => {
    const commit = jest.fn<void, [FilterValues]>();
    const { result, rerender } = renderHook(({ committed }) => useFilterDraft(committed, commit), {
      initialProps: { committed: { bedrooms: '3' } as FilterValues },
    });
    act(() => result.current.change('query', 'Kri'));
    rerender({ committed: { type: 'villa' } });
    expect(result.current.draft).toEqual({ type: 'villa' });
  });
});
