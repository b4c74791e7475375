import MockAdapter from 'axios-mock-adapter';
import { loadApiClient } from '../client';
import { countContactTap, countView, getListingStats, getMyListingsStats } from '../index';
import { saveTokens } from '../token-storage';
import { ACCESS_1, makeJwt, resetSession, signIn } from './helpers';

// The owner's figures. Reading them needs the session; counting a view never waits nor fails.
let mock: MockAdapter;
const realFetch = global.fetch;
let fetchMock: jest.Mock;
beforeEach(async () => {
  resetSession();
  mock = new MockAdapter(await loadApiClient());
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  mock.restore();
  global.fetch = realFetch;
});

describe('countView', () => {
  it('posts with keepalive, without a session for a visitor', () => {
    countView('villa 42');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/products\/public\/villa%2042\/view$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: {} });
  });

  it("sends a live session (the owner's own visits are not counted), never an expired one", () => {
    signIn();
    countView('p1');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toEqual({
      authorization: `Bearer ${ACCESS_1}`,
    });
    saveTokens({ accessToken: { token: makeJwt(1_000), expiresIn: 900 } });
    countView('p1');
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toEqual({});
  });

  it('is silent when the request fails or fetch is missing', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => countView('p1')).not.toThrow();
    await Promise.resolve();
    global.fetch = undefined as unknown as typeof fetch;
    expect(() => countView('p1')).not.toThrow();
  });
});

describe('countContactTap', () => {
  it("posts the channel with keepalive and the live session (the owner's own taps are not counted)", () => {
    signIn();
    countContactTap('p1', 'whatsapp');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/products\/public\/p1\/contact-tap$/);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify({ channel: 'whatsapp' }),
      headers: { authorization: `Bearer ${ACCESS_1}`, 'content-type': 'application/json' },
    });
  });
});

describe('stats', () => {
  it('getListingStats asks for the window with the session and returns the figures', async () => {
    signIn();
    const data = {
      productId: 'p1',
      days: 7,
      from: '2026-03-04',
      to: '2026-03-10',
      series: [],
      totals: { views: 3, contacts: 1, saves: 0 },
    };
    mock.onGet('/products/p1/stats').reply(200, { statusCode: 'READ_SUCCESSFULLY', data });
    await expect(getListingStats('p1', 7)).resolves.toEqual(data);
    const config = mock.history.get![0]!;
    expect(config.params).toEqual({ days: 7 });
    expect(config.headers?.Authorization).toBe(`Bearer ${ACCESS_1}`);
  });

  it('getMyListingsStats reads every listing in one call; 403 FORBIDDEN is an ApiError', async () => {
    signIn();
    const listings = { p1: { views: 2, contacts: 0, saves: 1 } };
    mock.onGet('/products/mine/stats').reply(200, {
      statusCode: 'READ_SUCCESSFULLY',
      data: { days: 30, from: 'a', to: 'b', listings },
    });
    expect((await getMyListingsStats()).listings).toEqual(listings);
    mock.onGet('/products/p2/stats').reply(403, { statusCode: 'FORBIDDEN', message: 'Non', data: null });
    await expect(getListingStats('p2')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
