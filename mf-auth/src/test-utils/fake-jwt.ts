const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the given claims: enough for code that only reads the payload. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
