import type { Queryable } from '../lib/db.js';

/**
 * Stores a refresh token (its SHA-256) for the account, with the session generation given, else the account's
 * current one, read by the same statement. Undefined when the account does not exist.
 */
export const insertRefreshToken = async (
  db: Queryable,
  token: {
    id: string;
    userId: string;
    familyId: string;
    tokenHash: string;
    ttlSeconds: number;
    generation: number | null;
  },
) =>
  (
    await db.query<{ session_generation: number }>(
      `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, session_generation)
       SELECT $1, id, $3, $4, now() + make_interval(secs => $5), coalesce($6::integer, session_generation)
       FROM users WHERE id = $2
       RETURNING session_generation`,
      [token.id, token.userId, token.familyId, token.tokenHash, token.ttlSeconds, token.generation],
    )
  )[0];

/**
 * Marks the refresh token of `tokenHash` used, if it is unused, unrevoked and unexpired (an expired one is left as
 * it is): its account, family and generation, else undefined.
 */
export const claimRefreshToken = async (tx: Queryable, tokenHash: string) =>
  (
    await tx.query<{ user_id: string; family_id: string; session_generation: number }>(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING user_id, family_id, session_generation`,
      [tokenHash],
    )
  )[0];

/**
 * The account, if it is enabled and its session generation is still `generation` (no session ending since the token
 * was issued): what every access token and every rotation is checked against.
 */
export const findSessionUser = async (db: Queryable, userId: string, generation: number) =>
  (
    await db.query<{ id: string }>(
      'SELECT id FROM users WHERE id = $1 AND disabled_at IS NULL AND session_generation = $2',
      [userId, generation],
    )
  )[0];

/** What is known of a refresh token, whatever its state (undefined: never issued). */
export const findRefreshToken = async (db: Queryable, tokenHash: string) =>
  (
    await db.query<{ family_id: string; used_at: Date | null; revoked_at: Date | null; expired: boolean }>(
      'SELECT family_id, used_at, revoked_at, expires_at <= now() AS expired FROM refresh_tokens WHERE token_hash = $1',
      [tokenHash],
    )
  )[0];

/** Revokes every refresh token of a family not revoked yet. */
export async function revokeRefreshFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/** The account a refresh token was issued to, or undefined: one read of the unique index on token_hash. */
export const findRefreshTokenOwner = async (db: Queryable, tokenHash: string) =>
  (
    await db.query<{ user_id: string }>('SELECT user_id FROM refresh_tokens WHERE token_hash = $1', [
      tokenHash,
    ])
  )[0]?.user_id;

/**
 * Moves the account's session generation on (the account's row first, as a password reset and a disabled account
 * lock it), then revokes its refresh tokens.
 */
export async function endUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET session_generation = session_generation + 1 WHERE id = $1', [userId]);
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
