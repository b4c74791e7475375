import { ApiError, apiClient } from '@immo237/shared/api';
import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { getMyMessages } from '../get-my-messages';
import { getUserProfile } from '../get-user-profile';
import { listMyProducts } from '../list-my-products';

const cases: ApiCallCase[] = [
  {
    name: 'getUserProfile',
    call: () => getUserProfile(),
    method: 'get',
    args: ['/user/user-profile', { authenticated: true }],
  },
];

describeApiCalls(cases);

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
