// A fresh PostgreSQL database per test file: `CREATE DATABASE immo237_<prefix>_<random>` on the server of
// MOVE_ADMIN_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = (() => {
  const url = new URL(
    process.env.MOVE_ADMIN_DATABASE_URL ||
      process.env.TEST_DATABASE_URL ||
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (!process.env.MOVE_ADMIN_DATABASE_URL) url.pathname = '/postgres';
  return url.toString();
})();

const redacted = () => {
  const url = new URL(ADMIN_URL);
  if (url.password) url.password = '***';
  return url.toString();
};

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Why these tests cannot run here (no server answers, no right to create a database), or null. */
export async function unavailable(): Promise<string | null> {
  try {
    await admin(async (client) => {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT rolcreatedb OR rolsuper AS ok FROM pg_roles WHERE rolname = current_user`,
      );
      if (!rows[0]?.ok) throw new Error('the role may not create databases');
    });
    return null;
  } catch (err) {
    return `needs a PostgreSQL server to create scratch databases on (${redacted()}: ${(err as Error).message}); set MOVE_ADMIN_DATABASE_URL or TEST_DATABASE_URL`;
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `immo237_${prefix}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
