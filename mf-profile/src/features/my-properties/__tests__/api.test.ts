import { ApiError, apiClient, type ProductInput } from '@immo237/shared/api';
import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { createProduct } from '../api/create-product';
import { deleteProduct } from '../api/delete-product';
import { getListingStats } from '../api/get-listing-stats';
import { getMyListingsStats } from '../api/get-my-listings-stats';
import { photoShares } from '../api/product-form-data';
import { updateProduct } from '../api/update-product';

const cases: ApiCallCase[] = [
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

describeApiCalls(cases);

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

  it("reports each photo's progress from the bytes sent, in the body's order", async () => {
    const post = created();
    const heard: number[][] = [];
    await createProduct(input, { image: main, images: [second] }, (shares) => heard.push(shares));
    const config = post.mock.calls[0]?.[2] as {
      authenticated: boolean;
      onUploadProgress: (e: object) => void;
    };
    expect(config.authenticated).toBe(true);
    const before = new TextEncoder().encode(JSON.stringify(input)).length; // bytes: "Villa à Kribi"
    config.onUploadProgress({ loaded: before });
    config.onUploadProgress({ loaded: before + main.size + 1 });
    expect(heard).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});

describe('photoShares', () => {
  it('fills the photos one after the other once the listing data is sent', () => {
    expect(photoShares(100, 100, [1000, 3000])).toEqual([0, 0]);
    expect(photoShares(600, 100, [1000, 3000])).toEqual([0.5, 0]);
    expect(photoShares(2600, 100, [1000, 3000])).toEqual([1, 0.5]);
    expect(photoShares(9000, 100, [1000, 3000])).toEqual([1, 1]);
  });
});
