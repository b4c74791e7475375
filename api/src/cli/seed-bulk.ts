// Usage: pnpm --filter api seed:bulk 10000 — adds N synthetic ACTIVE listings (for benchmarks), in batches.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../lib/db.js';
import { hashPassword } from '../lib/passwords.js';
import { analyzeProducts, insertSyntheticListings } from '../repositories/seed.js';
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
  await insertSyntheticListings(db, { ownerId: owner!.id, offset: done, runTag: started, count: n });
  console.log(`${done + n} / ${count}`);
}
// Fresh statistics, so the planner uses the search indexes on the new rows (PGlite never analyses by itself).
await analyzeProducts(db);
console.log(`${count} listings added in ${Date.now() - started} ms`);
await db.close();
