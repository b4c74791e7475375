// Usage: pnpm --filter api seed:bulk 10000 — adds N synthetic ACTIVE listings (for benchmarks), in batches.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../lib/db.js';
import { hashPassword } from '../lib/passwords.js';
import { findUserByEmail, insertUser } from '../repositories/users.js';

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: seed:bulk N (1 to 1 000 000)');
  process.exit(1);
}
const config = loadConfig();
const db = config.databaseUrl
  ? await openPostgres(config.databaseUrl, config.databaseSchema, config.dbTimeouts)
  : await openPglite(path.join(config.dataDir, 'pglite'));
await db.migrate();

const email = 'bulk@immo237.cm';
const owner =
  (await findUserByEmail(db, email)) ??
  (await insertUser(db, {
    email,
    passwordHash: await hashPassword(`Bulk-${Math.random()}A1`),
    firstName: 'Bulk',
    lastName: 'Seed',
    pseudo: 'bulk-seed',
  }));
const started = Date.now();
const BATCH = 5000;
for (let done = 0; done < count; done += BATCH) {
  const n = Math.min(BATCH, count - done);
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
    [owner!.id, done, started, n],
  );
  console.log(`${done + n} / ${count}`);
}
// Fresh statistics, so the planner uses the search indexes on the new rows (PGlite never analyses by itself).
await db.query('ANALYZE products');
console.log(`${count} listings added in ${Date.now() - started} ms`);
await db.close();
