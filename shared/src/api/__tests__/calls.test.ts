import MockAdapter from 'axios-mock-adapter';
import type { AxiosRequestConfig } from 'axios';
import { listFavourites, listLocations, removeFavourite } from '../index';
import { logoutUser } from '../calls/auth/logout-user';
import { loadApiClient } from '../client';
import { ACCESS_1, resetSession, signIn } from './helpers';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: Method;
  url: string;
  body?: unknown;
  params?: unknown;
  bearer: boolean;
}

// Every path as api/README.md gives it, below /api/v1: the calls left here (the ones two or more apps make, and the
// sign-out endSession makes); each app's own calls are tested in that app.
const cases: Case[] = [
  {
    name: 'logoutUser',
    call: () => logoutUser('r-token'),
    method: 'post',
    url: '/auth/logout',
    body: { refreshToken: 'r-token' },
    bearer: false,
  },
  {
    name: 'listFavourites',
    call: () => listFavourites(),
    method: 'get',
    url: '/user/favourites',
    bearer: true,
  },
  {
    name: 'removeFavourite',
    call: () => removeFavourite('p-1'),
    method: 'delete',
    url: '/user/favourites/p-1',
    bearer: true,
  },
  {
    name: 'listLocations',
    call: () => listLocations(),
    method: 'get',
    url: '/locations',
    bearer: false,
  },
];

let mock: MockAdapter;
beforeEach(async () => {
  resetSession();
  signIn();
  mock = new MockAdapter(await loadApiClient());
});
afterEach(() => mock.restore());

const sent = (): AxiosRequestConfig => {
  const all = Object.values(mock.history).flat();
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe.each(cases)('$name', ({ call, method, url, body, params, bearer }) => {
  it(`${method.toUpperCase()} ${url}, ${bearer ? 'with' : 'without'} the bearer token, data unwrapped`, async () => {
    const data = { marker: url };
    mock.onAny().reply(200, { statusCode: 'SUCCESS', data });
    const result = await call();

    const config = sent();
    expect(config.method).toBe(method);
    expect(config.url).toBe(url);
    expect(config.baseURL).toBe('/api/v1');
    if (body !== undefined) expect(JSON.parse(config.data as string)).toEqual(body);
    if (params !== undefined) expect(config.params).toEqual(params);
    expect(config.headers?.Authorization).toBe(bearer ? `Bearer ${ACCESS_1}` : undefined);
    if (result !== undefined && params === undefined) expect(result).toEqual(data);
  });

  it('rejects with the error code of an error answer', async () => {
    mock.onAny().reply(409, { statusCode: 'CONFLICT', message: 'Déjà pris.', data: null });
    await expect(call()).rejects.toMatchObject({ code: 'CONFLICT', status: 409, message: 'Déjà pris.' });
  });
});
