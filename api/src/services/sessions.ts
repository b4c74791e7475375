import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../lib/db.js';
import { ApiError } from '../lib/errors.js';
import { randomToken, sha256, signJwt } from '../lib/tokens.js';

export interface Session {
  accessToken: { token: string; expiresIn: number };
  refreshToken: { token: string; expiresIn: number };
}

/** An access JWT and a random refresh token (256 bits, stored as its SHA-256) in the given family. */
export async function issueSession(
  app: FastifyInstance,
  userId: string,
  familyId: string = randomUUID(),
): Promise<Session> {
  const { accessTokenTtl, refreshTokenTtl } = app.config;
  // iatMs: the issue time to the millisecond (iat has whole seconds), compared with users.sessions_valid_after.
  const access = await signJwt(app.jwtKey, 'access', { iatMs: Date.now() }, accessTokenTtl, userId);
  const refresh = randomToken(32);
  await app.db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [randomUUID(), userId, familyId, sha256(refresh), refreshTokenTtl],
  );
  return {
    accessToken: { token: access, expiresIn: accessTokenTtl },
    refreshToken: { token: refresh, expiresIn: refreshTokenTtl },
  };
}

const invalid = () => new ApiError(401, 'INVALID_TOKEN', 'Jeton de rafraîchissement invalide.');

/** Rotation: a refresh token works once; presenting a used one again revokes its whole family. */
export async function rotateSession(app: FastifyInstance, token: string): Promise<Session> {
  const hash = sha256(token);
  // An expired token is refused without being marked used (a refusal changes nothing).
  const claimed = await app.db.one<{ user_id: string; family_id: string }>(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING user_id, family_id`,
    [hash],
  );
  if (!claimed) {
    const known = await app.db.one<{
      family_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
    }>(
      'SELECT family_id, used_at, revoked_at, expires_at <= now() AS expired FROM refresh_tokens WHERE token_hash = $1',
      [hash],
    );
    if (known?.used_at) {
      await revokeFamily(app, known.family_id);
      app.log.warn({ family: known.family_id }, 'refresh token reused: family revoked');
    }
    if (known?.expired && !known.used_at && !known.revoked_at) {
      throw new ApiError(401, 'EXPIRED_TOKEN', 'Jeton de rafraîchissement expiré.');
    }
    throw invalid();
  }
  const user = await app.db.one('SELECT id FROM users WHERE id = $1 AND disabled_at IS NULL', [
    claimed.user_id,
  ]);
  if (!user) throw invalid();
  return issueSession(app, claimed.user_id, claimed.family_id);
}

export async function revokeFamily(app: FastifyInstance, familyId: string): Promise<void> {
  await app.db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/**
 * The account a refresh token was issued to, used, revoked or expired alike (null for a token never issued): one
 * read of the unique index on token_hash. Refresh and logout count against the account's budget with it, and
 * logout ends that account's sessions.
 */
export async function refreshTokenOwner(app: FastifyInstance, token: string): Promise<string | null> {
  const row = await app.db.one<{ user_id: string }>(
    'SELECT user_id FROM refresh_tokens WHERE token_hash = $1',
    [sha256(token)],
  );
  return row?.user_id ?? null;
}

/**
 * Every session of a user ends now: refresh tokens revoked, and access tokens issued before now refused
 * (users.sessions_valid_after, compared with the token's iatMs by the auth lookup that every request makes).
 */
export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
  await db.query('UPDATE users SET sessions_valid_after = clock_timestamp() WHERE id = $1', [userId]);
}
