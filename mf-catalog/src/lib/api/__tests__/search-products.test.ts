import { ApiError, apiClient } from '@immo237/shared/api';
import { searchProducts } from '../search-products';

// Checked at the apiClient call (axios is never loaded); spied again in each test (the shared jest config restores
// spies between tests).
const answer = (body: unknown) =>
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: body } as never);

describe('searchProducts', () => {
  it('passes the filters as query parameters (empty ones left out), without the session, and maps meta', async () => {
    const get = answer({
      statusCode: 'READ_SUCCESSFULLY',
      data: [{ id: 'p1' }, { id: 'p2' }],
      meta: { total: 42, page: 2, limit: 20 },
    });
    // Sent as they are; the words are trimmed, the empty and undefined filters left out.
    const kept = {
      page: 2,
      limit: 20,
      priceMin: 1_000_000,
      priceMax: 90_000_000,
      type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      areaMin: 100,
      areaMax: 500,
      forSale: false,
      landType: 'viabilisé',
      sort: 'price_asc',
    } as const;
    const page = await searchProducts({ ...kept, query: ' villa ', city: '', category: undefined });

    expect(page).toEqual({
      items: [{ id: 'p1' }, { id: 'p2' }],
      total: 42,
      page: 2,
      limit: 20,
      capped: false,
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/products/public/search', { params: { ...kept, query: 'villa' } });
  });

  it('gives an empty page when the answer is not READ_SUCCESSFULLY', async () => {
    answer({ statusCode: 'SUCCESS', data: [{ id: 'p1' }] });
    await expect(searchProducts({ page: 3, limit: 6 })).resolves.toEqual({
      items: [],
      total: 0,
      page: 3,
      limit: 6,
      capped: false,
    });
  });

  it("passes on a count the API stopped ('capped': more than total match)", async () => {
    answer({
      statusCode: 'READ_SUCCESSFULLY',
      data: [{ id: 'a' }],
      meta: { total: 100, page: 1, limit: 6, capped: true },
    });
    await expect(searchProducts({ page: 1, limit: 6 })).resolves.toEqual({
      items: [{ id: 'a' }],
      total: 100,
      page: 1,
      limit: 6,
      capped: true,
    });
  });

  it('falls back to the page asked for and the list length without meta', async () => {
    const get = answer({ statusCode: 'READ_SUCCESSFULLY', data: [{ id: 'a' }] });
    await expect(searchProducts()).resolves.toEqual({
      items: [{ id: 'a' }],
      total: 1,
      page: 1,
      limit: 10,
      capped: false,
    });
    expect(get).toHaveBeenCalledWith('/products/public/search', { params: {} });
  });

  it('rejects with the code of a failure (the page shows its generic message), and an answer of another shape', async () => {
    const refused = new ApiError({ code: 'VALIDATION_ERROR', status: 400 });
    jest.spyOn(apiClient, 'get').mockRejectedValue(refused);
    await expect(searchProducts({ page: 0 })).rejects.toBe(refused);
    answer('<html></html>');
    await expect(searchProducts()).rejects.toBeInstanceOf(ApiError);
  });
});
