import { clearTokens, isExpired, readAccessToken, readRefreshToken, saveTokens } from '../token-storage';
import { ACCESS_1, makeJwt, REFRESH_1, resetSession } from './helpers';

const cookies = () => Object.fromEntries(document.cookie.split('; ').map((c) => c.split('=')));

beforeEach(resetSession);

describe('token storage', () => {
  it('splits each token between localStorage and a cookie and reads it back whole', () => {
    saveTokens({
      accessToken: { token: ACCESS_1, expiresIn: 900 },
      refreshToken: { token: REFRESH_1, expiresIn: 3600 },
    });
    const localPart = localStorage.getItem('immo237-access-token')!;
    const cookiePart = decodeURIComponent(cookies().immo237_at!);
    expect(localPart.length).toBeGreaterThan(0);
    expect(cookiePart.length).toBeGreaterThan(0);
    expect(localPart).not.toBe(ACCESS_1);
    expect(localPart + cookiePart).toBe(ACCESS_1);
    expect(localStorage.getItem('immo237-refresh-token')).not.toBe(REFRESH_1);
    expect(readAccessToken()).toBe(ACCESS_1);
    expect(readRefreshToken()).toBe(REFRESH_1);
  });

  it('writes a strict same-site cookie on path / expiring after expiresIn seconds, not Secure on http', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const now = Date.now();
    saveTokens({ accessToken: { token: ACCESS_1, expiresIn: 900 } });
    const written = writes[0]!;
    expect(written).toMatch(/^immo237_at=[^;]+; Path=\/; Expires=/);
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain('Max-Age=900');
    expect(written).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(written)![1]!);
    expect(Math.abs(expires - (now + 900_000))).toBeLessThan(2000);
  });

  it('keeps the refresh token when only a new access token is saved', () => {
    saveTokens({
      accessToken: { token: ACCESS_1, expiresIn: 900 },
      refreshToken: { token: REFRESH_1, expiresIn: 3600 },
    });
    const next = makeJwt(2_100_000_000);
    saveTokens({ accessToken: { token: next, expiresIn: 900 } });
    expect(readAccessToken()).toBe(next);
    expect(readRefreshToken()).toBe(REFRESH_1);
  });

  it('reads no token, and drops the stale half, once the cookie half is gone', () => {
    saveTokens({ accessToken: { token: ACCESS_1, expiresIn: 900 } });
    document.cookie = 'immo237_at=; Path=/; Max-Age=0';
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem('immo237-access-token')).toBeNull();
  });

  it('does not keep a cookie whose expiresIn is already over', () => {
    saveTokens({ accessToken: { token: ACCESS_1, expiresIn: 0 } });
    expect(readAccessToken()).toBeNull();
  });

  it('clears both halves of both tokens', () => {
    saveTokens({
      accessToken: { token: ACCESS_1, expiresIn: 900 },
      refreshToken: { token: REFRESH_1, expiresIn: 3600 },
    });
    clearTokens();
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});

describe('isExpired', () => {
  const now = 1_800_000_000_000; // ms
  it('compares the JWT exp in seconds', () => {
    expect(isExpired(makeJwt(1_800_000_001), 0, now)).toBe(false);
    expect(isExpired(makeJwt(1_800_000_000), 0, now)).toBe(true);
    expect(isExpired(makeJwt(1_799_999_999), 0, now)).toBe(true);
    // exp in milliseconds by mistake would read as far future: the unit matters.
    expect(isExpired(makeJwt(1_800_000_030), 60, now)).toBe(true);
  });

  it('counts a token without a readable exp as expired', () => {
    expect(isExpired('not-a-jwt', 0, now)).toBe(true);
    expect(isExpired('a.%%%.c', 0, now)).toBe(true);
    expect(isExpired(`${btoa('{}')}.${btoa('{"sub":"x"}')}.s`, 0, now)).toBe(true);
  });
});
