import { ApiError, apiClient } from '@immo237/shared/api';
import { getMyMessages } from '../get-my-messages';
import { getUserProfile } from '../get-user-profile';
import { listMyProducts } from '../list-my-products';

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
    name: 'getUserProfile',
    call: () => getUserProfile(),
    method: 'get',
    args: ['/user/user-profile', { authenticated: true }],
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

describe('the lists, as pages', () => {
  const answer = (meta?: unknown) =>
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      status: 200,
      data: { statusCode: 'READ_SUCCESSFULLY', data: [{ id: 'm1' }], meta },
    } as never);

  it('getMyMessages asks for a page with the session and maps meta to total/page/limit', async () => {
    const get = answer({ total: 11, page: 2, limit: 5 });
    await expect(getMyMessages(2, 5)).resolves.toEqual({
      items: [{ id: 'm1' }],
      total: 11,
      page: 2,
      limit: 5,
      capped: false,
    });
    expect(get).toHaveBeenCalledWith('/user/messages', {
      params: { page: 2, limit: 5 },
      authenticated: true,
    });
  });

  it("listMyProducts asks for a page of the member's listings, blank filters left out; without meta, the page asked for", async () => {
    const get = answer();
    await expect(listMyProducts(3, 20, { query: ' villa ', city: '' })).resolves.toEqual({
      items: [{ id: 'm1' }],
      total: 1,
      page: 3,
      limit: 20,
      capped: false,
    });
    expect(get).toHaveBeenCalledWith('/products/mine', {
      params: { query: 'villa', page: 3, limit: 20 },
      authenticated: true,
    });
  });

  it('rejects an answer that is not the API envelope', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: '<html></html>' } as never);
    await expect(getMyMessages()).rejects.toBeInstanceOf(ApiError);
    await expect(listMyProducts()).rejects.toBeInstanceOf(ApiError);
  });
});
