import type { AxiosAdapter, AxiosStatic } from 'axios';
import type * as ApiModule from '../index';
import { makeJwt } from './helpers';

// axios is fetched by the first API call, not with the page (to keep the page's bytes within budget): importing
// `@immo237/shared/api` must not evaluate it. Each test runs in a fresh module registry whose axios records
// when it is evaluated and each instance it creates, and answers every request itself.

interface Probe {
  /** Times the axios module was evaluated. */
  evaluated: number;
  /** Instances created with axios.create. */
  created: number;
  /** `METHOD url` of every request sent. */
  requests: string[];
}

const ACCESS_2 = makeJwt(2_000_000_900);

const answer =
  (probe: Probe): AxiosAdapter =>
  async (config) => {
    probe.requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    const data =
      config.url === '/auth/refresh'
        ? {
            statusCode: 'CREATED_SUCCESSFULLY',
            data: { token: ACCESS_2, expiresIn: 900, accessToken: { token: ACCESS_2, expiresIn: 900 } },
          }
        : { statusCode: 'READ_SUCCESSFULLY', data: [] };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };

function recordingAxios(probe: Probe) {
  probe.evaluated += 1;
  const actual = jest.requireActual<AxiosStatic>('axios');
  const create: AxiosStatic['create'] = (config) => {
    probe.created += 1;
    const instance = actual.create(config);
    instance.defaults.adapter = answer(probe);
    return instance;
  };
  return { __esModule: true, default: { create }, AxiosHeaders: actual.AxiosHeaders };
}

/** Runs `test` against `@immo237/shared/api` loaded in a fresh registry, with the recording axios. */
async function withFreshApi(test: (api: typeof ApiModule, probe: Probe) => Promise<void>): Promise<void> {
  const probe: Probe = { evaluated: 0, created: 0, requests: [] };
  await jest.isolateModulesAsync(async () => {
    jest.doMock('axios', () => recordingAxios(probe));
    const api = await import('../index');
    await test(api, probe);
  });
}

afterEach(() => {
  jest.dontMock('axios');
  jest.dontMock('../axios-client');
  localStorage.clear();
});

it('importing @immo237/shared/api evaluates no axios; the first call does', async () => {
  await withFreshApi(async (api, probe) => {
    // What the first render may use: errors, the token storage, the session helpers.
    expect(api.toApiError(new Error('boom'))).toBeInstanceOf(api.ApiError);
    expect(api.readAccessToken()).toBeNull();
    api.clearSession();
    expect(probe.evaluated).toBe(0);

    const result = await api.listLocations();

    expect(result).toEqual([]);
    expect(probe).toEqual({ evaluated: 1, created: 1, requests: ['GET /locations'] });
  });
});

it('concurrent first calls create one axios instance', async () => {
  await withFreshApi(async (api, probe) => {
    const [, , , instance, again] = await Promise.all([
      api.apiClient.get('/user/favourites'),
      api.apiClient.post('/contact', {}),
      api.listLocations(),
      api.loadApiClient(),
      api.loadApiClient(),
    ]);

    expect(probe.evaluated).toBe(1);
    expect(probe.created).toBe(1);
    expect(instance).toBe(again);
    expect(probe.requests.sort()).toEqual(['GET /locations', 'GET /user/favourites', 'POST /contact']);
    await api.apiClient.get('/products');
    expect(probe.created).toBe(1);
  });
});

it('concurrent refreshAccessToken() calls made before axios is loaded share one refresh', async () => {
  await withFreshApi(async (api, probe) => {
    api.saveTokens({ refreshToken: { token: 'refresh-token', expiresIn: 3600 } });

    const tokens = await Promise.all([api.refreshAccessToken(), api.refreshAccessToken()]);

    expect(tokens).toEqual([ACCESS_2, ACCESS_2]);
    expect(probe.requests).toEqual(['POST /auth/refresh']);
    expect(api.readAccessToken()).toBe(ACCESS_2);
  });
});

it('a failed load of the axios chunk is a network ApiError, and the next call loads it again', async () => {
  let failures = 1;
  jest.doMock('../axios-client', () => {
    if (failures-- > 0) throw new Error('Loading chunk 387 failed.');
    return jest.requireActual('../axios-client');
  });
  await withFreshApi(async (api, probe) => {
    const error = await api.apiClient.get('/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ isNetworkError: true, message: 'Loading chunk 387 failed.' });
    expect(probe.requests).toEqual([]);

    await expect(api.listLocations()).resolves.toEqual([]);
    expect(probe.requests).toEqual(['GET /locations']);
    expect(probe.created).toBe(1);
  });
});
