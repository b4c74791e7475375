import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../lib/db.js';
import { ApiError } from '../lib/errors.js';
import { randomToken, sha256, signJwt } from '../lib/tokens.js';

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
  const [stored] = await (options.db ?? app.db).query<{ session_generation: number }>(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, session_generation)
     SELECT $1, id, $3, $4, now() + make_interval(secs => $5), coalesce($6::integer, session_generation)
     FROM users WHERE id = $2
     RETURNING session_generation`,
    [
      randomUUID(),
      userId,
      options.familyId ?? randomUUID(),
      sha256(refresh),
      refreshTokenTtl,
      options.generation ?? null,
    ],
  );
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
    const [claimed] = await tx.query<{ user_id: string; family_id: string; session_generation: number }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING user_id, family_id, session_generation`,
      [hash],
    );
    if (!claimed) return undefined;
    const [current] = await tx.query(
      'SELECT id FROM users WHERE id = $1 AND disabled_at IS NULL AND session_generation = $2',
      [claimed.user_id, claimed.session_generation],
    );
    if (!current) throw invalid();
    return issueSession(app, claimed.user_id, {
      familyId: claimed.family_id,
      generation: claimed.session_generation,
      db: tx,
    });
  });
  if (rotated) return rotated;
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
 * Every session of a user ends now: the account's session generation moves on, so every access token issued before
 * (checked by the auth lookup every request makes) and every refresh token (checked by the rotation) is refused,
 * those a rotation in flight is issuing included; the refresh tokens are revoked as well. The account's row first,
 * as a password reset and a disabled account lock it, so that two of these never wait on each other.
 */
export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET session_generation = session_generation + 1 WHERE id = $1', [userId]);
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
