import MockAdapter from 'axios-mock-adapter';
import type { AxiosRequestConfig } from 'axios';
import {
  addFavourite,
  deleteProduct,
  forgotPassword,
  getMyMessages,
  getProductDetails,
  getUserProfile,
  listFavourites,
  listMyProducts,
  listProducts,
  login,
  logoutUser,
  refreshToken,
  removeFavourite,
  resendVerificationEmailByEmail,
  resendVerificationEmailById,
  resetPassword,
  sendContactMessage,
  sendMessageToAdmin,
  signup,
  updateProfile,
  verifyEmail,
} from '../index';
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

// Every path as api/README.md gives it, below /api/v1.
const cases: Case[] = [
  {
    name: 'signup',
    call: () => signup({ email: 'a@b.cm', password: 'Secret123', firstName: 'Awa', lastName: 'Ngono' }),
    method: 'post',
    url: '/auth/signup',
    body: { role: 'USER', email: 'a@b.cm', password: 'Secret123', firstName: 'Awa', lastName: 'Ngono' },
    bearer: false,
  },
  {
    name: 'login',
    call: () => login('a@b.cm', 'Secret123'),
    method: 'post',
    url: '/auth/login',
    body: { email: 'a@b.cm', password: 'Secret123' },
    bearer: false,
  },
  {
    name: 'refreshToken',
    call: () => refreshToken('r-token'),
    method: 'post',
    url: '/auth/refresh',
    body: { refreshToken: 'r-token' },
    bearer: false,
  },
  {
    name: 'logoutUser',
    call: () => logoutUser('r-token'),
    method: 'post',
    url: '/auth/logout',
    body: { refreshToken: 'r-token' },
    bearer: false,
  },
  {
    name: 'verifyEmail',
    call: () => verifyEmail('a.b/c'),
    method: 'get',
    url: '/auth/auth/verify-email/a.b%2Fc',
    bearer: false,
  },
  {
    name: 'resendVerificationEmailById',
    call: () => resendVerificationEmailById('u-1'),
    method: 'get',
    url: '/user/user/resend-verification-email/u-1',
    bearer: false,
  },
  {
    name: 'resendVerificationEmailByEmail',
    call: () => resendVerificationEmailByEmail('a@b.cm'),
    method: 'post',
    url: '/auth/resend-verification-email',
    body: { email: 'a@b.cm' },
    bearer: false,
  },
  {
    name: 'forgotPassword',
    call: () => forgotPassword('a@b.cm'),
    method: 'post',
    url: '/auth/forgot-password',
    body: { email: 'a@b.cm' },
    bearer: false,
  },
  {
    name: 'resetPassword',
    call: () => resetPassword('t0k3n', 'NewSecret1'),
    method: 'post',
    url: '/auth/reset-password',
    body: { token: 't0k3n', password: 'NewSecret1' },
    bearer: false,
  },
  {
    name: 'getUserProfile',
    call: () => getUserProfile(),
    method: 'get',
    url: '/user/user-profile',
    bearer: true,
  },
  {
    name: 'updateProfile',
    call: () => updateProfile({ firstname: 'Awa', bio: null }),
    method: 'patch',
    url: '/user/update-profile',
    body: { firstname: 'Awa', bio: null },
    bearer: true,
  },
  {
    name: 'sendMessageToAdmin (signed in: optional bearer sent)',
    call: () => sendMessageToAdmin({ message: 'Bonjour', propertyId: 'p-1' }),
    method: 'post',
    url: '/user/send-message-to-admin',
    body: { message: 'Bonjour', propertyId: 'p-1' },
    bearer: true,
  },
  {
    name: 'sendContactMessage',
    call: () => sendContactMessage({ name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?' }),
    method: 'post',
    url: '/contact',
    body: { name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?' },
    bearer: false,
  },
  {
    name: 'getMyMessages',
    call: () => getMyMessages(2, 5),
    method: 'get',
    url: '/user/messages',
    params: { page: 2, limit: 5 },
    bearer: true,
  },
  {
    name: 'listFavourites',
    call: () => listFavourites(),
    method: 'get',
    url: '/user/favourites',
    bearer: true,
  },
  {
    name: 'addFavourite',
    call: () => addFavourite('p-1'),
    method: 'post',
    url: '/user/favourites/p-1',
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
    name: 'getProductDetails',
    call: () => getProductDetails('villa-kribi'),
    method: 'get',
    url: '/products/public/details/villa-kribi',
    bearer: false,
  },
  {
    name: 'listProducts',
    call: () => listProducts({ page: 1, limit: 6 }),
    method: 'get',
    url: '/products',
    params: { page: 1, limit: 6 },
    bearer: false,
  },
  {
    name: 'listMyProducts',
    call: () => listMyProducts(3, 20),
    method: 'get',
    url: '/products/mine',
    params: { page: 3, limit: 20 },
    bearer: true,
  },
  {
    name: 'deleteProduct',
    call: () => deleteProduct('p-1'),
    method: 'delete',
    url: '/products/p-1',
    bearer: true,
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

it('getMyMessages maps meta to total/page/limit', async () => {
  mock.onGet('/user/messages').reply(200, {
    statusCode: 'READ_SUCCESSFULLY',
    data: [{ id: 'm1' }],
    meta: { total: 11, page: 2, limit: 5 },
  });
  await expect(getMyMessages(2, 5)).resolves.toEqual({
    items: [{ id: 'm1' }],
    total: 11,
    page: 2,
    limit: 5,
    capped: false,
  });
});
