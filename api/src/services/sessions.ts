import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../lib/db.js';
import { ApiError } from '../lib/errors.js';
import { randomToken, sha256, signJwt } from '../lib/tokens.js';
import {
  claimRefreshToken,
  endUserSessions,
  findRefreshToken,
  findRefreshTokenOwner,
  findSessionUser,
  insertRefreshToken,
  revokeRefreshFamily,
} from '../repositories/sessions.js';

export interface Session {
  accessToken: { token: string; expiresIn: number };
  refreshToken: { token: string; expiresIn: number };
}

const invalid = () => new ApiError(401, 'INVALID_TOKEN', 'Jeton de rafraîchissement invalide.');

/**
 * An access JWT and a random refresh token (256 bits, stored as its SHA-256) in the given family, both of one session
 * generation of the account: the one given (a rotation keeps the generation of the token it replaces), else the
 * account's current one, read by the statement that stores the refresh token. Ending every session moves the
 * account's generation on, so the check of either token needs no clock.
 */
export async function issueSession(
  app: FastifyInstance,
  userId: string,
  options: { familyId?: string; generation?: number; db?: Queryable } = {},
): Promise<Session> {
  const { accessTokenTtl, refreshTokenTtl } = app.config;
  const refresh = randomToken(32);
  const stored = await insertRefreshToken(options.db ?? app.db, {
    id: randomUUID(),
    userId,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: sha256(refresh),
    ttlSeconds: refreshTokenTtl,
    generation: options.generation ?? null,
  });
  if (!stored) throw invalid();
  const access = await signJwt(
    app.jwtKey,
    'access',
    { gen: stored.session_generation },
    accessTokenTtl,
    userId,
  );
  return {
    accessToken: { token: access, expiresIn: accessTokenTtl },
    refreshToken: { token: refresh, expiresIn: refreshTokenTtl },
  };
}

/**
 * Rotation: a refresh token works once; presenting a used one again revokes its whole family. One transaction claims
 * the token, checks the account's session generation against the token's, and stores the new token with the token's
 * generation: sessions ended at any moment of a rotation leave it nothing that works (ended before the check, the
 * rotation is refused; after it, the new tokens carry the generation that just ended).
 */
export async function rotateSession(app: FastifyInstance, token: string): Promise<Session> {
  const hash = sha256(token);
  const rotated = await app.db.transaction(async (tx) => {
    // An expired token is refused without being marked used (a refusal changes nothing).
    const claimed = await claimRefreshToken(tx, hash);
    if (!claimed) return undefined;
    const current = await findSessionUser(tx, claimed.user_id, claimed.session_generation);
    if (!current) throw invalid();
    return issueSession(app, claimed.user_id, {
      familyId: claimed.family_id,
      generation: claimed.session_generation,
      db: tx,
    });
  });
  if (rotated) return rotated;
  const known = await findRefreshToken(app.db, hash);
  if (known?.used_at) {
    await revokeFamily(app, known.family_id);
    app.log.warn({ family: known.family_id }, 'refresh token reused: family revoked');
  }
  if (known?.expired && !known.used_at && !known.revoked_at) {
    throw new ApiError(401, 'EXPIRED_TOKEN', 'Jeton de rafraîchissement expiré.');
  }
  throw invalid();
}

export async function revokeFamily(app: FastifyInstance, familyId: string): Promise<void> {
  await revokeRefreshFamily(app.db, familyId);
}

/**
 * The account a refresh token was issued to, used, revoked or expired alike (null for a token never issued): one
 * read of the unique index on token_hash. Refresh and logout count against the account's budget with it, and
 * logout ends that account's sessions.
 */
export async function refreshTokenOwner(app: FastifyInstance, token: string): Promise<string | null> {
  return (await findRefreshTokenOwner(app.db, sha256(token))) ?? null;
}

/**
 * Every session of a user ends now: the account's session generation moves on, so every access token issued before
 * (checked by the auth lookup every request makes) and every refresh token (checked by the rotation) is refused,
 * those a rotation in flight is issuing included; the refresh tokens are revoked as well. The account's row first,
 * as a password reset and a disabled account lock it, so that two of these never wait on each other.
 */
export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await endUserSessions(db, userId);
}
