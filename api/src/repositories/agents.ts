import type { Queryable } from '../lib/db.js';
import { MIN_RATINGS_SHOWN } from '../schemas/ratings.js';
import { slugify } from '../lib/slug.js';
import { escapeLike } from '../lib/strings.js';
import type { AGENT_LANGUAGES, AGENT_SPECIALTIES } from '../schemas/vocabulary.js';
import { PRODUCT_COLUMNS, publicListing, type ProductRow } from './products.js';

export type AgentSpecialty = (typeof AGENT_SPECIALTIES)[number];
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

/** French labels, for the e-mails (always in French, like every mail of the site). */
export const SPECIALTY_LABELS_FR: Record<AgentSpecialty, string> = {
  luxury: 'Résidences haut de gamme',
  land: 'Terrains',
  investment: 'Investissement immobilier',
  furnished: 'Locations meublées',
  commercial: 'Propriétés commerciales',
  student: 'Résidences étudiantes',
  beach: 'Propriétés à la plage',
  agricultural: 'Propriétés agricoles',
};

export interface AgentProfileInput {
  specialty: AgentSpecialty;
  cities: string[];
  languages: AgentLanguage[];
  experience: number;
  presentation: string;
  showPhone: boolean;
  photo: string | null;
}

interface AgentRow {
  user_id: string;
  slug: string;
  photo: string | null;
  specialty: AgentSpecialty;
  cities: string[];
  languages: AgentLanguage[];
  experience: number;
  presentation: string;
  show_phone: boolean;
  first_name: string;
  last_name: string;
  email: string;
  /** The agent account's language: the messages forwarded to it are written in it. */
  language: string;
  phone: string | null;
  verified_at: Date | null;
  member_since: Date;
  listings: number;
  created_at: Date;
  updated_at: Date;
}

const AGENT_SELECT = `SELECT a.user_id, a.slug, a.photo, a.specialty, a.cities, a.languages, a.experience,
    a.presentation, a.show_phone, a.created_at, a.updated_at, u.first_name, u.last_name, u.email, u.phone,
    u.language, u.verified_at, u.created_at AS member_since,
    (SELECT count(*)::int FROM products p WHERE p.user_id = a.user_id AND ${publicListing('p')}) AS listings
  FROM agent_profiles a JOIN users u ON u.id = a.user_id`;

/** An agent as the site reads it: no e-mail, the phone only when the agent shows it. */
export function toAgentDto(row: AgentRow) {
  return {
    slug: row.slug,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    photo: row.photo,
    specialty: row.specialty,
    cities: row.cities,
    location: row.cities[0] ?? null,
    languages: row.languages,
    experience: row.experience,
    presentation: row.presentation,
    showPhone: row.show_phone,
    phone: row.show_phone ? row.phone : null,
    verified: row.verified_at !== null,
    listings: row.listings,
    memberSince: row.member_since.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
export type AgentDto = ReturnType<typeof toAgentDto>;

export interface AgentFilters {
  query?: string;
  specialty?: string;
  city?: string;
  limit: number;
}

/** Public agents (a disabled account is off the site), oldest profiles first: the demo agents keep the order they were seeded in. */
export async function listAgents(db: Queryable, f: AgentFilters) {
  const where = ['u.disabled_at IS NULL'];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.specialty) where.push(`a.specialty = ${add(f.specialty)}`);
  if (f.city) {
    where.push(
      `EXISTS (SELECT 1 FROM unnest(a.cities) c WHERE public.immo_fold(c) = public.immo_fold(${add(f.city)}))`,
    );
  }
  for (const word of (f.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    where.push(
      `public.immo_fold(u.first_name || ' ' || u.last_name) LIKE '%' || public.immo_fold(${add(escapeLike(word))}) || '%'`,
    );
  }
  const rows = await db.query<AgentRow>(
    `${AGENT_SELECT} WHERE ${where.join(' AND ')} ORDER BY a.created_at, a.slug LIMIT ${add(f.limit)}`,
    params,
  );
  return rows;
}

export const findAgentBySlug = async (db: Queryable, slug: string) =>
  (await db.query<AgentRow>(`${AGENT_SELECT} WHERE a.slug = $1 AND u.disabled_at IS NULL`, [slug]))[0];

export const findAgentByUser = async (db: Queryable, userId: string) =>
  (await db.query<AgentRow>(`${AGENT_SELECT} WHERE a.user_id = $1`, [userId]))[0];

/** A slug of the agent's name, made unique with -2, -3… (kept when the profile is edited). */
async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base = slugify(name) || 'agent';
  const taken = new Set(
    (
      await db.query<{ slug: string }>(`SELECT slug FROM agent_profiles WHERE slug = $1 OR slug LIKE $2`, [
        base,
        `${escapeLike(base)}-%`,
      ])
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Creates or replaces the agent profile of `userId`; true when it was created. */
export async function saveAgentProfile(
  db: Queryable,
  user: { id: string; firstName: string; lastName: string },
  input: AgentProfileInput,
  createdAt?: Date,
): Promise<boolean> {
  const values = [
    input.photo,
    input.specialty,
    input.cities,
    input.languages,
    input.experience,
    input.presentation,
    input.showPhone,
  ];
  const updated = await db.query(
    `UPDATE agent_profiles SET photo = $2, specialty = $3, cities = $4, languages = $5, experience = $6,
       presentation = $7, show_phone = $8, updated_at = now() WHERE user_id = $1 RETURNING user_id`,
    [user.id, ...values],
  );
  if (updated.length > 0) return false;
  const slug = await freeSlug(db, `${user.firstName} ${user.lastName}`);
  await db.query(
    `INSERT INTO agent_profiles (user_id, slug, photo, specialty, cities, languages, experience, presentation,
       show_phone, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now()), coalesce($10, now()))`,
    [user.id, slug, ...values, createdAt ?? null],
  );
  return true;
}

export async function deleteAgentProfile(db: Queryable, userId: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM agent_profiles WHERE user_id = $1 RETURNING user_id', [userId])).length > 0
  );
}

/**
 * Who published a listing ('Publié par'): an agent's full name and page, else the owner's first name only, and
 * the month they joined.
 */
export async function findPublisher(db: Queryable, userId: string) {
  const [row] = await db.query<{
    first_name: string;
    last_name: string;
    created_at: Date;
    slug: string | null;
    ratings: number;
    average: number | null;
  }>(
    `SELECT u.first_name, u.last_name, u.created_at, a.slug, r.ratings, r.average FROM users u
     LEFT JOIN agent_profiles a ON a.user_id = u.id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS ratings, avg(stars)::float8 AS average FROM visit_ratings
       WHERE rated_id = u.id AND hidden_at IS NULL
     ) r
     WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    name: row.slug ? `${row.first_name} ${row.last_name}`.trim() : row.first_name,
    agentSlug: row.slug,
    memberSince: row.created_at.toISOString(),
    // 'Publié par … 4,6 / 5 · 12 avis': from MIN_RATINGS_SHOWN ratings on.
    rating:
      row.ratings >= MIN_RATINGS_SHOWN && row.average !== null
        ? { average: Math.round(row.average * 10) / 10, count: row.ratings }
        : null,
  };
}

/** An agent's active public listings, newest first (50 at most). */
export const listAgentListings = (db: Queryable, userId: string) =>
  db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE user_id = $1 AND ${publicListing()}
     ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId],
  );

/** Stores a visitor's message in the agent's Messages. */
export async function insertAgentMessage(
  db: Queryable,
  message: { id: string; agentId: string; name: string; email: string; subject: string; body: string },
): Promise<void> {
  await db.query(
    `INSERT INTO messages (id, kind, recipient_id, name, email, subject, body)
     VALUES ($1, 'agent', $2, $3, $4, $5, $6)`,
    [message.id, message.agentId, message.name, message.email, message.subject, message.body],
  );
}
