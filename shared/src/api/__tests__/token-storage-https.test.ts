/**
 * @jest-environment-options {"url": "https://immo237.example/"}
 */
import { readAccessToken, saveTokens } from '../token-storage';
import { ACCESS_1 } from './helpers';

it('marks the cookie Secure on https', () => {
  const set = jest.spyOn(document, 'cookie', 'set');
  saveTokens({ accessToken: { token: ACCESS_1, expiresIn: 900 } });
  expect(set.mock.calls[0]![0]).toMatch(/; SameSite=Strict; Secure$/);
  set.mockRestore();
  saveTokens({ accessToken: { token: ACCESS_1, expiresIn: 900 } });
  expect(readAccessToken()).toBe(ACCESS_1);
});
