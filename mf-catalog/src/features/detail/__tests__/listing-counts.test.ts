import { clearTokens, saveTokens } from '@immo237/shared/api';
import { countContactTap } from '../api/count-contact-tap';
import { countView } from '../api/count-view';
import { earlyContactTap } from '../api/early-contact-tap';

// The owner's figures: counting a view or a tap never waits nor fails, and leaves out the owner's own.
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned JWT-shaped token with the given `exp` (seconds). */
const makeJwt = (exp: number) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'u1', exp })}.signature`;
const LIVE = makeJwt(2_000_000_000);
const signIn = (token = LIVE) => saveTokens({ accessToken: { token, expiresIn: 900 } });

const realFetch = global.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  clearTokens();
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearTokens();
});

describe('countView', () => {
  it('posts with keepalive, without a session for a visitor', () => {
    countView('villa 42');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/products/public/villa%2042/view');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: {} });
  });

  it("sends a live session (the owner's own visits are not counted), never an expired one", () => {
    signIn();
    countView('p1');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toEqual({
      authorization: `Bearer ${LIVE}`,
    });
    signIn(makeJwt(1_000));
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
    expect(url).toBe('/api/v1/products/public/p1/contact-tap');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify({ channel: 'whatsapp' }),
      headers: { authorization: `Bearer ${LIVE}`, 'content-type': 'application/json' },
    });
  });
});

describe('earlyContactTap', () => {
  it('gives the start-up script the address and the body countContactTap would post', () => {
    expect(earlyContactTap('villa 42', 'call')).toEqual({
      'data-count-tap': '/api/v1/products/public/villa%2042/contact-tap',
      'data-count-tap-body': JSON.stringify({ channel: 'call' }),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
