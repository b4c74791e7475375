import MockAdapter from 'axios-mock-adapter';
import { loadApiClient } from '../client';
import { createProduct, searchProducts, updateProduct } from '../index';
import type { ProductInput } from '../types';
import { ACCESS_1, resetSession, signIn } from './helpers';

let mock: MockAdapter;
beforeEach(async () => {
  resetSession();
  mock = new MockAdapter(await loadApiClient());
});
afterEach(() => mock.restore());

describe('searchProducts', () => {
  it('passes the filters as query parameters (empty ones left out) and maps meta', async () => {
    signIn();
    mock.onGet('/products/public/search').reply(200, {
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
    const config = mock.history.get![0]!;
    expect(config.params).toEqual({ ...kept, query: 'villa' });
    expect((await loadApiClient()).getUri(config)).toContain('forSale=false');
    expect(config.headers?.Authorization).toBeUndefined();
  });

  it('gives an empty page when the answer is not READ_SUCCESSFULLY', async () => {
    mock.onGet('/products/public/search').reply(200, { statusCode: 'SUCCESS', data: [{ id: 'p1' }] });
    await expect(searchProducts({ page: 3, limit: 6 })).resolves.toEqual({
      items: [],
      total: 0,
      page: 3,
      limit: 6,
      capped: false,
    });
  });

  it("passes on a count the API stopped ('capped': more than total match)", async () => {
    mock.onGet('/products/public/search').reply(200, {
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
    mock
      .onGet('/products/public/search')
      .reply(200, { statusCode: 'READ_SUCCESSFULLY', data: [{ id: 'a' }] });
    await expect(searchProducts()).resolves.toEqual({
      items: [{ id: 'a' }],
      total: 1,
      page: 1,
      limit: 10,
      capped: false,
    });
    expect(mock.history.get![0]!.params).toEqual({});
  });

  it('rejects with the code of a failure (the page shows its generic message)', async () => {
    mock.onGet('/products/public/search').reply(400, { statusCode: 'VALIDATION_ERROR', data: null });
    await expect(searchProducts({ page: 0 })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('createProduct / updateProduct', () => {
  const input: ProductInput = {
    name: 'Villa à Kribi',
    category: 'Villa',
    price: 85_000_000,
    currency: 'XAF',
    status: 'ACTIVE',
    treshold: 1,
    features: { bedrooms: 4, bathrooms: 3, area: 320, areaUnit: 'm²' },
    location: { city: 'Kribi', district: 'Mpalla' },
  };
  const main = new File(['main'], 'facade.jpg', { type: 'image/jpeg' });
  const second = new File(['2'], 'salon.png', { type: 'image/png' });
  const third = new Blob(['3'], { type: 'image/gif' });

  it('sends multipart product_data (JSON text) + image + repeated images with the bearer token', async () => {
    signIn();
    mock.onPost('/products/create').reply(201, { statusCode: 'CREATED_SUCCESSFULLY', data: { id: 'p9' } });

    await expect(createProduct(input, { image: main, images: [second, third] })).resolves.toEqual({
      id: 'p9',
    });

    const config = mock.history.post![0]!;
    expect(config.headers?.Authorization).toBe(`Bearer ${ACCESS_1}`);
    const form = config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(typeof form.get('product_data')).toBe('string');
    expect(JSON.parse(form.get('product_data') as string)).toEqual(input);
    expect((form.get('image') as File).name).toBe('facade.jpg');
    const images = form.getAll('images') as File[];
    expect(images.map((f) => f.name)).toEqual(['salon.png', 'image-2']);
    expect(images.map((f) => f.type)).toEqual(['image/png', 'image/gif']);
  });

  it('sends product_data alone when there are no files', async () => {
    signIn();
    mock.onPost('/products/create').reply(201, { statusCode: 'CREATED_SUCCESSFULLY', data: {} });
    await createProduct(input);
    const form = mock.history.post![0]!.data as FormData;
    expect([...form.keys()]).toEqual(['product_data']);
  });

  it('updates with PUT /products/{id}, keeping images named by URL and adding the new files', async () => {
    signIn();
    mock.onPut('/products/p9').reply(200, { statusCode: 'UPDATED_SUCCESSFULLY', data: { id: 'p9' } });
    const keep = { images: ['/uploads/products/a-960.webp'], price: 80_000_000 };
    await updateProduct('p9', keep, { images: [second] });
    const form = mock.history.put![0]!.data as FormData;
    expect(JSON.parse(form.get('product_data') as string)).toEqual(keep);
    expect(form.get('image')).toBeNull();
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('maps CONFLICT (slug taken) and image errors to their codes', async () => {
    signIn();
    mock.onPost('/products/create').replyOnce(409, { statusCode: 'CONFLICT', data: null });
    mock.onPost('/products/create').replyOnce(415, { statusCode: 'INVALID_IMAGE_TYPE', data: null });
    await expect(createProduct(input)).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    await expect(createProduct(input)).rejects.toMatchObject({ code: 'INVALID_IMAGE_TYPE', status: 415 });
  });
});
