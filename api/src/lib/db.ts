import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import Postgrator from 'postgrator';
import { DB_TIMEOUT_DEFAULTS, type DbTimeouts } from '../config.js';

/** The one query interface the repositories use: PGlite (embedded) and PostgreSQL (pg Pool) both provide it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'migrations',
);

function postgrator(schema: string, execSql: (sql: string) => Promise<{ rows: unknown[] }>): Postgrator {
  return new Postgrator({
    migrationPattern: path.join(migrationsDir, '*.sql').replaceAll('\\', '/'),
    driver: 'pg',
    schemaTable: `${schema}.schemaversion`,
    execQuery: execSql,
  });
}

function base(kind: Db['kind'], query: Queryable['query']): Pick<Db, 'kind' | 'query' | 'one'> {
  return {
    kind,
    query,
    async one(sql, params) {
      const rows = await query(sql, params);
      return rows[0] as never;
    },
  };
}

/**
 * A connection taken from the pool for a transaction. pg's pool stops listening to a connection's 'error' while it
 * is checked out, so a connection dropped between two statements (a restart, a network cut) would emit an unheard
 * 'error' and end the process: this listens until release, and a connection that failed is destroyed, not reused.
 */
async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  let failed: Error | undefined;
  const onError = (error: Error) => {
    failed = error;
    console.warn(`[db] a connection in use failed (${error.message}); it will be replaced`);
  };
  client.on('error', onError);
  const release = client.release.bind(client);
  client.release = (err?: Error | boolean) => {
    client.removeListener('error', onError);
    release(err ?? failed);
  };
  return client;
}

/**
 * A value PGlite can send as a parameter. Anything else (a plain object) makes its protocol writer throw half-way
 * through a message, and the embedded database then refuses every later statement ('invalid message format'): one
 * bad call would break the whole process. Refused here, before anything is written.
 */
function sendable(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) return true;
  if (value instanceof Date || value instanceof Uint8Array) return true;
  return Array.isArray(value) && value.every(sendable);
}

function checkParams(params: unknown[] | undefined) {
  if (params && !params.every(sendable))
    throw new TypeError('A query parameter is not a value PGlite can send.');
}

export async function openPglite(dataDir: string): Promise<Db> {
  const lite = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm } });
  const query: Queryable['query'] = async (sql, params) => {
    checkParams(params);
    return (await lite.query(sql, params)).rows as never;
  };
  return {
    ...base('pglite', query),
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async (sql, params) => {
            checkParams(params);
            return (await tx.query(sql, params)).rows as never;
          },
        }),
      ),
    async migrate() {
      await postgrator('public', async (sql) => {
        const results = await lite.exec(sql);
        return { rows: results.at(-1)?.rows ?? [] };
      }).migrate();
      // PGlite has no autovacuum: without this the planner has no statistics and ignores the search indexes
      // (measured by the benchmark: filtered search 104 ms → 28 ms once analysed).
      await lite.exec('ANALYZE');
    },
    close: () => lite.close(),
  };
}

export async function openPostgres(
  url: string,
  schema: string | null,
  timeouts: DbTimeouts = DB_TIMEOUT_DEFAULTS,
): Promise<Db> {
  const searchPath = schema ? `${schema},public` : null;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer fails a request in 5 s instead of holding it; a runaway statement is
    // stopped after 15 s (migrations lift it for their session). Both answer 503 (isDatabaseUnavailable).
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    options: [
      searchPath ? `-c search_path=${searchPath}` : '',
      `-c statement_timeout=${Math.trunc(timeouts.statementMs)}`,
    ]
      .join(' ')
      .trim(),
  });
  // An idle connection dropped by a PostgreSQL restart emits 'error' on the pool: unheard, it would end the
  // process. The pool replaces the connection; requests meanwhile answer 503 (isDatabaseUnavailable).
  pool.on('error', (error) => {
    console.warn(`[db] a pooled connection failed (${error.message}); it will be replaced`);
  });
  const query: Queryable['query'] = async (sql, params) => (await pool.query(sql, params as unknown[])).rows;
  await query('SELECT 1');
  return {
    ...base('postgres', query),
    async transaction(fn) {
      const client = await checkOut(pool);
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async migrate() {
      // An advisory lock lets several API processes (or test files) start together without racing migrations.
      const client = await checkOut(pool);
      try {
        // Waiting for another process's migrations may take longer than a request may.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(237237)');
        if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await postgrator(schema ?? 'public', (sql) => client.query(sql)).migrate();
      } finally {
        await client.query('SELECT pg_advisory_unlock(237237)').catch(() => undefined);
        // Back to the connection's own limit before it returns to the pool.
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * One PostgreSQL connection, not a pool: session settings made on it hold for every later statement, and a
 * transaction runs on it. For tools that copy a whole database (db:move-to-postgres), not for the API.
 */
export interface Connection extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Connects to `url` (throws when it cannot within `connectTimeoutMs`). */
export async function openConnection(url: string, connectTimeoutMs: number): Promise<Connection> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  const query: Queryable['query'] = async (sql, params) =>
    (await client.query(sql, params as unknown[])).rows;
  return {
    query,
    async transaction(fn) {
      await query('BEGIN');
      try {
        const result = await fn({ query });
        await query('COMMIT');
        return result;
      } catch (err) {
        await query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    close: () => client.end(),
  };
}
