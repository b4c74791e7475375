import type { Queryable } from '../lib/db.js';

/** The account shows `phone` on its listings ('Appeler', 'WhatsApp'). */
export async function setShownPhone(db: Queryable, userId: string, phone: string): Promise<void> {
  await db.query('UPDATE users SET phone = $2, show_phone = true WHERE id = $1', [userId, phone]);
}

/**
 * A demo agent's account: its phone (shown or not), verified or not, and made 400 days before `profileDate` (the
 * agents' page orders them by these dates).
 */
export async function setDemoAgentAccount(
  db: Queryable,
  userId: string,
  agent: { phone: string; showPhone: boolean; verified: boolean; profileDate: Date },
): Promise<void> {
  await db.query(
    `UPDATE users SET phone = $2, show_phone = $3, verified_at = CASE WHEN $4 THEN now() END,
       created_at = $5::timestamptz - interval '400 days' WHERE id = $1`,
    [userId, agent.phone, agent.showPhone, agent.verified, agent.profileDate],
  );
}

/** Whether the catalogue holds any listing at all (one row read at most). */
export const hasAnyListing = async (db: Queryable) =>
  ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM products LIMIT 1) AS p'))[0]
    ?.n ?? 0) > 0;

/** One demo listing, placed at its known quartier's centre moved by `latOffset`/`lngOffset` degrees. */
export interface DemoListing {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
  description: string;
  conditions: string;
  category: string;
  price: number;
  tags: string[];
  bedrooms: number;
  bathrooms: number;
  area: number;
  forSale: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  city: string;
  district: string;
  landType: string | null;
  /** The first image, as stored (JSON). */
  image: string;
  /** The other images, as stored (JSON). */
  images: string;
  /** Created (and last updated) this many hours ago. */
  ageHours: number;
  landTitle: string | null;
  advanceMonths: number | null;
  depositMonths: number | null;
  agencyFee: number | null;
  visitFee: number | null;
  pinExact: boolean;
  latOffset: number;
  lngOffset: number;
  /** An INACTIVE listing's reason (rented, sold); null otherwise. */
  closedReason?: 'RENTED' | 'SOLD' | null;
}

/** Inserts a demo listing; the owner's phone is copied onto it when they show it. Nothing when the place is unknown. */
export async function insertDemoListing(tx: Queryable, l: DemoListing): Promise<void> {
  await tx.query(
    `INSERT INTO products (id, user_id, name, slug, description, conditions, category, price, currency, stock,
       quantity, treshold, tags, bedrooms, bathrooms, area, area_unit, is_for_sale, status, city, district, land_type,
       image, images, created_at, updated_at, land_title, advance_months, deposit_months, agency_fee, visit_fee,
       pin_exact, lat, lng, owner_phone, closed_reason)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'XAF', 1, 1, 1, $9, $10, $11, $12, 'm²', $13, $14, $15, $16, $17,
       $18, $19, now() - make_interval(hours => $20), now() - make_interval(hours => $20), $21, $22, $23, $24, $25,
       $26, pl.lat + $27, pl.lng + $28, (SELECT CASE WHEN show_phone THEN phone END FROM users WHERE id = $2),
       $29
     FROM places pl WHERE pl.city = $15 AND pl.district = $16`,
    [
      l.id,
      l.ownerId,
      l.name,
      l.slug,
      l.description,
      l.conditions,
      l.category,
      l.price,
      l.tags,
      l.bedrooms,
      l.bathrooms,
      l.area,
      l.forSale,
      l.status,
      l.city,
      l.district,
      l.landType,
      l.image,
      l.images,
      l.ageHours,
      l.landTitle,
      l.advanceMonths,
      l.depositMonths,
      l.agencyFee,
      l.visitFee,
      l.pinExact,
      l.latOffset,
      l.lngOffset,
      l.closedReason ?? null,
    ],
  );
}

/** The listings of these accounts carry 'Annonceur vérifié' (kept on the listings with the account). */
export async function markListingsOwnerVerified(tx: Queryable, userIds: string[]): Promise<void> {
  await tx.query('UPDATE products SET owner_verified = true WHERE user_id = ANY($1::uuid[])', [userIds]);
}

/**
 * `count` synthetic active listings of `ownerId` (for benchmarks), numbered from `offset + 1`, their slugs tagged
 * with `runTag`: types, cities, prices and dates varied by the number, created one second apart going back.
 */
export async function insertSyntheticListings(
  db: Queryable,
  batch: { ownerId: string; offset: number; runTag: number; count: number },
): Promise<void> {
  await db.query(
    `INSERT INTO products (id, user_id, name, slug, description, conditions, category, price, bedrooms, bathrooms,
       area, is_for_sale, city, district, land_type, created_at)
     SELECT gen_random_uuid(), $1,
       (ARRAY['Villa', 'Appartement', 'Studio', 'Maison', 'Terrain', 'Duplex'])[1 + g % 6] || ' n° ' || ($2 + g),
       'bulk-' || $3::text || '-' || ($2 + g),
       'Annonce synthétique ' || ($2 + g) || ' : bien situé, proche commodités, ' ||
         (ARRAY['meublé', 'climatisé', 'avec jardin', 'vue sur mer', 'titre foncier'])[1 + g % 5],
       'Conditions standard.',
       (ARRAY['Villa', 'Appartement', 'Studio', 'Maison', 'Terrain', 'Duplex'])[1 + g % 6],
       round((random() * 200000000 + 25000)::numeric, -3),
       g % 6, g % 4, 20 + (g * 37) % 1500, g % 2 = 0,
       (ARRAY['Douala', 'Yaoundé', 'Kribi', 'Bafoussam', 'Garoua', 'Maroua', 'Dschang'])[1 + g % 7],
       'Quartier ' || (g % 40),
       CASE WHEN g % 6 = 4 THEN (ARRAY['constructible', 'agricole', 'viabilisé'])[1 + g % 3] END,
       now() - make_interval(secs => g)
     FROM generate_series(1, $4::int) AS g`,
    [batch.ownerId, batch.offset, batch.runTag, batch.count],
  );
}

/** Fresh planner statistics for the listings, so the search indexes are used on new rows (PGlite never analyses). */
export async function analyzeProducts(db: Queryable): Promise<void> {
  await db.query('ANALYZE products');
}
