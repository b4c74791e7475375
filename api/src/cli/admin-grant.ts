// Usage: pnpm --filter api admin:grant <email> — makes an existing account an administrator,
// on the database the API's settings name (DATABASE_URL, else the PGlite database in DATA_DIR). With the embedded
// database, stop the API first: PGlite allows one process at a time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../lib/db.js';
import { grantAdmin } from '../repositories/users.js';

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || !email.includes('@')) {
    console.error('Usage: pnpm --filter api admin:grant <email>');
    return 2;
  }
  const config = loadConfig(env);
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databaseSchema, config.dbTimeouts)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await db.migrate();
    const user = await grantAdmin(db, email);
    if (!user) {
      console.error(`No account uses ${email}: sign up with it first, then run this again.`);
      return 1;
    }
    console.log(`${user.email} is now an administrator.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
