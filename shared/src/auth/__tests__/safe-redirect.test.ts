import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile/articles?page=2#top', '/profile/articles?page=2#top'],
    ['/details/villa-bonapriso', '/details/villa-bonapriso'],
  ])('keeps the path %s on this site', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    'https://evil.com/profile',
    'http://127.0.0.1/profile',
    'javascript:alert(1)',
    '/\njavascript:alert(1)',
    '/login',
    '/register?x=1',
  ])('refuses %p and falls back to /', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
