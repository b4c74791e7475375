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
  /** 'Afficher mon numéro sur mes annonces'. */
  show_phone: boolean;
  avatar: string | null;
  bio: string | null;
  email_verified_at: Date | null;
  /** Set while the account is a verified advertiser (identity checked by the team). */
  verified_at: Date | null;
  disabled_at: Date | null;
  /** The language of the account's e-mails ('fr' or 'en'). */
  language: string;
  created_at: Date;
  updated_at: Date;
}

/** The user as the client reads it: the client spells names both ways depending on the call, so both are sent. */
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
    language: row.language === 'en' ? 'en' : 'fr',
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
  /** The language of the account's e-mails; French unless given. */
  language?: 'fr' | 'en';
}

/** Inserts a user; answers undefined when the e-mail is taken (unique index, so concurrent signups are safe). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, pseudo, role, email_verified_at, language)
     VALUES ($1, $2, $3, $4, $5, $6, 'USER', $7, $8)
     ON CONFLICT DO NOTHING RETURNING *`,
    [
      randomUUID(),
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.pseudo,
      user.verified ? new Date() : null,
      user.language ?? 'fr',
    ],
  );
  return rows[0];
}

/** The two roles: signup always creates USER; ADMIN_EMAILS and `admin:grant` alone make an ADMIN. */
export type Role = 'USER' | 'ADMIN';

/**
 * Makes the account of `email` an administrator; the updated row, or undefined when no account has it (or, with
 * `verifiedOnly`, when its address is not confirmed at the moment of the write: an address changed in between is
 * not granted).
 */
export async function grantAdmin(
  db: Queryable,
  email: string,
  options: { verifiedOnly?: boolean } = {},
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET role = 'ADMIN', updated_at = now()
     WHERE lower(email) = lower($1) AND ($2::boolean IS NOT TRUE OR email_verified_at IS NOT NULL) RETURNING *`,
    [email.trim(), options.verifiedOnly === true],
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
 * Where a reset link stands, without touching it: 'valid' (unused, in time), 'expired' (unused, past its time) or
 * 'invalid' (unknown or already used). One indexed read, done before the new password is hashed.
 */
export async function resetLinkState(
  db: Queryable,
  tokenHash: string,
): Promise<'valid' | 'expired' | 'invalid'> {
  const [row] = await db.query<{ expired: boolean }>(
    'SELECT expires_at <= now() AS expired FROM password_resets WHERE token_hash = $1 AND used_at IS NULL',
    [tokenHash],
  );
  return !row ? 'invalid' : row.expired ? 'expired' : 'valid';
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

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  pseudo: string;
  bio: string | null;
  avatar: string | null;
  /** The address changed: it is unverified again. */
  emailChanged: boolean;
  showPhone: boolean;
  /** The language of the account's e-mails. */
  language: 'fr' | 'en';
}

/**
 * Writes a profile; the number shown on the account's listings follows in the same statement. Undefined when the
 * e-mail is already another account's (unique index).
 */
export async function updateProfile(
  db: Queryable,
  id: string,
  fields: ProfileFields,
): Promise<UserRow | undefined> {
  try {
    const rows = await db.query<UserRow>(
      `WITH updated AS (
         UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = $5, pseudo = $6, bio = $7,
           avatar = $8, email_verified_at = CASE WHEN $9 THEN NULL ELSE email_verified_at END, show_phone = $10,
           language = $11, updated_at = now()
         WHERE id = $1 RETURNING *
       ), listings AS (
         UPDATE products SET owner_phone = (SELECT CASE WHEN show_phone THEN phone END FROM updated)
          WHERE user_id = $1
            AND owner_phone IS DISTINCT FROM (SELECT CASE WHEN show_phone THEN phone END FROM updated)
       )
       SELECT * FROM updated`,
      [
        id,
        fields.firstName,
        fields.lastName,
        fields.email,
        fields.phone,
        fields.pseudo,
        fields.bio,
        fields.avatar,
        fields.emailChanged,
        fields.showPhone,
        fields.language,
      ],
    );
    return rows[0];
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return undefined;
    throw err;
  }
}

/** The e-mail of the account if it holds the administrator role, else undefined (checked at every admin request). */
export const findAdminEmail = async (db: Queryable, userId: string) =>
  (await db.query<{ email: string }>("SELECT email FROM users WHERE id = $1 AND role = 'ADMIN'", [userId]))[0]
    ?.email;
