import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type JwtPurpose =
  'access' | 'verify-email' | 'confirm-listing' | 'alert-unsubscribe' | 'message-mails-off';

export async function signJwt(
  secret: Uint8Array,
  purpose: JwtPurpose,
  claims: Record<string, unknown>,
  ttlSeconds: number,
  subject?: string,
): Promise<string> {
  const jwt = new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    // A unique id: two tokens for the same user in the same second (a login then a refresh) still differ.
    .setJti(randomUUID())
    .setIssuer('immo237')
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
  if (subject) jwt.setSubject(subject);
  return jwt.sign(secret);
}

export type VerifyResult = { ok: true; payload: Record<string, unknown> } | { ok: false; expired: boolean };

export async function verifyJwt(
  secret: Uint8Array,
  purpose: JwtPurpose,
  token: string,
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: 'immo237', algorithms: ['HS256'] });
    if (payload.purpose !== purpose) return { ok: false, expired: false };
    return { ok: true, payload };
  } catch (err) {
    return { ok: false, expired: err instanceof errors.JWTExpired };
  }
}
