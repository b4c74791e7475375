import { act, renderHook } from '@testing-library/react';
import {
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  readRecentlyViewed,
  recordView,
  useRecentlyViewed,
} from '..';

const listing = (slug: string) => ({
  slug,
  name: `Villa ${slug}`,
  image: null,
  price: 150_000,
  currency: 'XAF',
  perMonth: true,
  place: 'Bonapriso, Douala',
});

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe('Vus récemment', () => {
  it('puts the listing opened last first, once, and keeps twenty', () => {
    for (let i = 0; i < 25; i += 1) recordView(listing(`v${i}`), 1_000 + i);
    recordView(listing('v10'), 2_000);
    const list = readRecentlyViewed(2_000);
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ slug: 'v10', viewedAt: 2_000 });
    expect(list.filter((item) => item.slug === 'v10')).toHaveLength(1);
    expect(list.map((item) => item.slug)).not.toContain('v0');
  });

  it('forgets what was opened more than 30 days ago, and what it cannot read', () => {
    recordView(listing('old'), 0);
    recordView(listing('new'), 29 * DAY);
    expect(readRecentlyViewed(31 * DAY).map((item) => item.slug)).toEqual(['new']);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{broken');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ slug: 1 }, { ...listing('ok'), viewedAt: Date.now() }]),
    );
    expect(readRecentlyViewed().map((item) => item.slug)).toEqual(['ok']);
  });

  it('tells the page when it changes, and can be emptied', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recordView(listing('a')));
    expect(result.current.map((item) => item.slug)).toEqual(['a']);
    act(() => clearRecentlyViewed());
    expect(result.current).toEqual([]);
  });
});
