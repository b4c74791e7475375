import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP: scrypt with N=2^17, r=8, p=1 (128 MiB). Runs on libuv's thread pool, off the event loop.
export const DEFAULT_SCRYPT_N = 2 ** 17;
let PARAMS = { N: DEFAULT_SCRYPT_N, r: 8, p: 1 };

/** Tests lower the cost so that a run stays fast; production keeps the OWASP default (no argument: back to it). */
export function setPasswordCost(N: number = DEFAULT_SCRYPT_N): void {
  PARAMS = { ...PARAMS, N };
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash to compare against when the e-mail is unknown, so both failures take the same time: one per cost, so that
 * it always costs what a real account's hash costs. The app derives it at start (the first unknown e-mail would
 * otherwise pay for two derivations).
 */
const dummies = new Map<number, Promise<string>>();
export function dummyHash(): Promise<string> {
  let dummy = dummies.get(PARAMS.N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('hex'));
    dummies.set(PARAMS.N, dummy);
  }
  return dummy;
}
