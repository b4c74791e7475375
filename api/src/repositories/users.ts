import { randomUUID } from 'node:crypto';
import type { Queryable } from '../lib/db.js';
import type { User } from '../schemas/auth.js';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  pseudo: string;
  role: Role;
  phone: string | null;
  /** 'Afficher mon numéro sur mes annonces' (issue 16). */
  show_phone: boolean;
  avatar: string | null;
  bio: string | null;
  email_verified_at: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The user as the client reads it: spec section 3 spells names both ways depending on the call, so both are sent. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    firstname: row.first_name,
    lastname: row.last_name,
    pseudo: row.pseudo,
    role: row.role,
    phone: row.phone,
    showPhone: row.show_phone,
    avatar: row.avatar,
    bio: row.bio,
    emailVerified: row.email_verified_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const findUserById = async (db: Queryable, id: string) =>
  (await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]))[0];

export const findUserByEmail = async (db: Queryable, email: string) =>
  (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]))[0];

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  pseudo: string;
  verified?: boolean;
}

/** Inserts a user; answers undefined when the e-mail is taken (unique index, so concurrent signups are safe). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, pseudo, role, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'USER', $7)
     ON CONFLICT DO NOTHING RETURNING *`,
    [
      randomUUID(),
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.pseudo,
      user.verified ? new Date() : null,
    ],
  );
  return rows[0];
}

/** The two roles (issue 15): signup always creates USER; ADMIN_EMAILS and `admin:grant` alone make an ADMIN. */
export type Role = 'USER' | 'ADMIN';

/** Makes the account of `email` an administrator; the updated row, or undefined when no account has it. */
export async function grantAdmin(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET role = 'ADMIN', updated_at = now() WHERE lower(email) = lower($1) RETURNING *`,
    [email.trim()],
  );
  return rows[0];
}

/** Marks `email`'s account verified (the first date is kept); its id, or undefined when no account has it. */
export async function markEmailVerified(db: Queryable, email: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     WHERE lower(email) = lower($1) RETURNING id`,
    [email],
  );
  return rows[0]?.id;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [
    passwordHash,
    userId,
  ]);
}

/** Stores a reset link's hash, valid `ttlSeconds`. */
export async function insertPasswordReset(
  db: Queryable,
  tokenHash: string,
  userId: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, userId, ttlSeconds],
  );
}

/**
 * Claims a reset link once: the user it belongs to, 'expired' for a link past its time (left untouched), or
 * 'invalid' (unknown or already used).
 */
export async function claimPasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<{ userId: string } | 'expired' | 'invalid'> {
  const [claimed] = await db.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  if (claimed) return { userId: claimed.user_id };
  const [expired] = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at <= now()',
    [tokenHash],
  );
  return expired ? 'expired' : 'invalid';
}

/** Voids every reset link of the user still unused. */
export async function voidPasswordResets(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}
