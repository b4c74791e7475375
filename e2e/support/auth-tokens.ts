// Signs a verification token the way the API does (HS256, issuer immo237, purpose verify-email), with the
// secret the API generated in the test site's data folder, so a test can hold a genuinely expired link.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function signVerificationToken(dataDir: string, email: string, expiresInSeconds: number) {
  const secret = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    email,
    purpose: 'verify-email',
    iss: 'immo237',
    iat: now - 7200,
    exp: now + expiresInSeconds,
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
