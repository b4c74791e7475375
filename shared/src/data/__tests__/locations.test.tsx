import { renderHook, waitFor } from '@testing-library/react';
import { listLocations, type LocationCity } from '@immo237/shared/api';
import { browserQueryClient } from '../query-client';
import { locationsQuery, useLocations } from '../locations';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listLocations: jest.fn(),
}));

const city = (name: string, known: boolean) =>
  ({ city: name, known, count: 1, districts: [], lat: null, lng: null }) as unknown as LocationCity;

const listed = jest.mocked(listLocations);

it('is loading, then ready with the known cities first (the API order kept within each group)', async () => {
  listed.mockResolvedValue([
    city('Kribi', false),
    city('Douala', true),
    city('Bafia', false),
    city('Yaoundé', true),
  ]);
  const { result } = renderHook(() => useLocations());
  expect(result.current).toEqual({ status: 'loading', cities: [] });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.cities.map((c) => c.city)).toEqual(['Douala', 'Yaoundé', 'Kribi', 'Bafia']);
});

it('is failed, with no cities, when the call fails, and does not ask again', async () => {
  listed.mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => useLocations());
  await waitFor(() => expect(result.current.status).toBe('failed'));
  expect(result.current.cities).toEqual([]);
  expect(listed).toHaveBeenCalledTimes(1);
});

it('reads what a server prefetch left under locationsQuery without asking', () => {
  browserQueryClient().setQueryData(locationsQuery().queryKey, [city('Douala', true)]);
  const { result } = renderHook(() => useLocations());
  expect(result.current).toEqual({ status: 'ready', cities: [city('Douala', true)] });
  expect(listed).not.toHaveBeenCalled();
});
