import { ApiError, apiClient, type ProductInput } from '@immo237/shared/api';
import { createProduct } from '../api/create-product';
import { deleteProduct } from '../api/delete-product';
import { getListingStats } from '../api/get-listing-stats';
import { getMyListingsStats } from '../api/get-my-listings-stats';
import { updateProduct } from '../api/update-product';

// Each call of this feature as api/README.md gives it (paths below /api/v1), checked at the apiClient call: axios is
// never loaded. Spied again in each test: the shared jest config restores spies between tests.
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: Method;
  /** What apiClient[method] is given: the path, then the body and/or the request's options. */
  args: unknown[];
}

const cases: Case[] = [
  {
    name: 'deleteProduct',
    call: () => deleteProduct('p 1'),
    method: 'delete',
    args: ['/products/p%201', { authenticated: true }],
  },
  {
    name: 'getListingStats',
    call: () => getListingStats('p1', 7),
    method: 'get',
    args: ['/products/p1/stats', { params: { days: 7 }, authenticated: true }],
  },
  {
    name: 'getListingStats (30 days unless asked)',
    call: () => getListingStats('p1'),
    method: 'get',
    args: ['/products/p1/stats', { params: { days: 30 }, authenticated: true }],
  },
  {
    name: 'getMyListingsStats',
    call: () => getMyListingsStats(),
    method: 'get',
    args: ['/products/mine/stats', { authenticated: true }],
  },
];

describe.each(cases)('$name', ({ call, method, args }) => {
  it(`${method.toUpperCase()} ${String(args[0])}, the envelope's data unwrapped`, async () => {
    const data = { marker: args[0] };
    const send = jest
      .spyOn(apiClient, method)
      .mockResolvedValue({ status: 200, data: { statusCode: 'SUCCESS', data } } as never);
    const result = await call();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(...args);
    if (result !== undefined) expect(result).toEqual(data);
  });

  it('rejects an answer that is not the API envelope, and passes on an error of the API', async () => {
    jest.spyOn(apiClient, method).mockResolvedValue({ status: 200, data: '<html></html>' } as never);
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    const refused = new ApiError({ code: 'CONFLICT', status: 409 });
    jest.spyOn(apiClient, method).mockRejectedValue(refused);
    await expect(call()).rejects.toBe(refused);
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
  const created = () =>
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      status: 201,
      data: { statusCode: 'CREATED_SUCCESSFULLY', data: { id: 'p9' } },
    } as never);
  const sentForm = (spy: jest.SpyInstance) => spy.mock.calls[0]?.[1] as FormData;

  it('sends multipart product_data (JSON text) + image + repeated images, with the session', async () => {
    const post = created();
    await expect(createProduct(input, { image: main, images: [second, third] })).resolves.toEqual({
      id: 'p9',
    });

    expect(post).toHaveBeenCalledWith('/products/create', expect.any(FormData), { authenticated: true });
    const form = sentForm(post);
    expect(typeof form.get('product_data')).toBe('string');
    expect(JSON.parse(form.get('product_data') as string)).toEqual(input);
    expect((form.get('image') as File).name).toBe('facade.jpg');
    const images = form.getAll('images') as File[];
    expect(images.map((f) => f.name)).toEqual(['salon.png', 'image-2']);
    expect(images.map((f) => f.type)).toEqual(['image/png', 'image/gif']);
  });

  it('sends product_data alone when there are no files', async () => {
    const post = created();
    await createProduct(input);
    expect([...sentForm(post).keys()]).toEqual(['product_data']);
  });

  it('updates with PUT /products/{id}, keeping images named by URL and adding the new files', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({
      status: 200,
      data: { statusCode: 'UPDATED_SUCCESSFULLY', data: { id: 'p9' } },
    } as never);
    const keep = { images: ['/uploads/products/a-960.webp'], price: 80_000_000 };
    await expect(updateProduct('p9', keep, { images: [second] })).resolves.toEqual({ id: 'p9' });
    expect(put).toHaveBeenCalledWith('/products/p9', expect.any(FormData), { authenticated: true });
    const form = sentForm(put);
    expect(JSON.parse(form.get('product_data') as string)).toEqual(keep);
    expect(form.get('image')).toBeNull();
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('passes on the refusals (slug taken, image type) as they come', async () => {
    const conflict = new ApiError({ code: 'CONFLICT', status: 409 });
    jest.spyOn(apiClient, 'post').mockRejectedValue(conflict);
    await expect(createProduct(input)).rejects.toBe(conflict);
    const badImage = new ApiError({ code: 'INVALID_IMAGE_TYPE', status: 415 });
    jest.spyOn(apiClient, 'put').mockRejectedValue(badImage);
    await expect(updateProduct('p9', input)).rejects.toBe(badImage);
  });
});
