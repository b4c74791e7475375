// Whole-database work of the operator's tools (db:move-to-postgres): the catalogue read, and tables copied, counted
// and checksummed generically, whatever tables the migrations made.
import type { Queryable } from '../lib/db.js';

/** postgrator's own table: each database has its own, written by the migrations. */
export const MIGRATIONS_TABLE = 'schemaversion';

export interface Column {
  name: string;
  type: string;
  generated: boolean;
  identityAlways: boolean;
}

export interface Table {
  name: string;
  columns: Column[];
  /** Primary-key columns, in the key's order (empty: none). */
  key: string[];
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

// The same text for every value on both sides: the output functions depend on these settings.
const SESSION_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, MDY'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 1',
  "SET bytea_output = 'hex'",
];

/** Makes the session print every value as the other side prints it (time zone, dates, floats, bytes). */
export async function setCanonicalTextOutput(db: Queryable): Promise<void> {
  for (const sql of SESSION_SETTINGS) await db.query(sql);
}

/** No statement time limit for the rest of the session (a table's copy or its VACUUM may take long). */
export async function liftSessionStatementTimeout(db: Queryable): Promise<void> {
  await db.query('SET statement_timeout = 0');
}

/** The tables of the public schema with their columns and primary keys (postgrator's table and extensions' left out). */
export async function readTables(db: Queryable): Promise<Table[]> {
  const rows = await db.query<{
    table: string;
    column: string;
    type: string;
    generated: string;
    identity: string;
    key_position: number | null;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attgenerated::text AS generated, a.attidentity::text AS identity,
            array_position(i.indkey::int2[], a.attnum) AS key_position
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> $1
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                          AND d.deptype = 'e')
      ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const tables = new Map<string, Table & { keyAt: Map<string, number> }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [], key: [], keyAt: new Map() }));
    table.columns.push({
      name: row.column,
      type: row.type,
      generated: row.generated !== '',
      identityAlways: row.identity === 'a',
    });
    if (row.key_position !== null) table.keyAt.set(row.column, row.key_position);
  }
  return [...tables.values()].map(({ keyAt, ...table }) => ({
    ...table,
    key: [...keyAt.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name),
  }));
}

/** The foreign keys between tables of the public schema, as (child, parent) table names. */
export const listForeignKeys = (db: Queryable) =>
  db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );

/** What makes a database not empty: tables with rows (in any schema), migrations already run. */
export async function databaseContents(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ schema: string; table: string }>(
    `SELECT n.nspname AS schema, c.relname AS table
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                          AND d.deptype = 'e')
      ORDER BY 1, 2`,
  );
  const found: string[] = [];
  const withRows: string[] = [];
  const empty: string[] = [];
  for (const { schema, table } of tables) {
    const name = `${ident(schema)}.${ident(table)}`;
    const label = schema === 'public' ? table : `${schema}.${table}`;
    if (table === MIGRATIONS_TABLE) {
      // postgrator writes a version-0 row when it creates its table: only a migration run counts.
      const rows = await db.query<{ v: string | null }>(`SELECT max(version)::text AS v FROM ${name}`);
      const version = Number(rows[0]?.v ?? 0);
      if (version > 0) found.push(`migrations already run, up to ${version} (${label})`);
      continue;
    }
    const rows = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS any`);
    if (rows[0]?.any) withRows.push(label);
    else if (schema === 'public') empty.push(label);
  }
  if (withRows.length) found.push(`tables with rows: ${withRows.join(', ')}`);
  // Empty tables in the schema the migrations fill would make them fail half-way: refused too.
  if (empty.length && !found.length)
    found.push(`tables no migration of this move would make: ${empty.join(', ')}`);
  return found;
}

/** The last migration run on the database (0: none). */
export const migrationOf = async (db: Queryable) =>
  Number(
    (
      await db.query<{ v: string | null }>(`SELECT max(version)::text AS v FROM public.${MIGRATIONS_TABLE}`)
    )[0]?.v ?? 0,
  );

/** The table's number of rows. */
export const countRows = async (db: Queryable, table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${ident(table)}`))[0]?.n ?? 0);

/** Empties the tables at once (rows the migrations wrote, replaced by a copy). */
export async function truncateTables(db: Queryable, tables: string[]): Promise<void> {
  await db.query(`TRUNCATE ${tables.map(ident).join(', ')}`);
}

/**
 * Turns the table's user triggers off (on while `enabled`): rows copied in do not run them (the products' data
 * version is copied, not bumped); foreign keys are still checked.
 */
export async function setUserTriggers(db: Queryable, table: string, enabled: boolean): Promise<void> {
  await db.query(`ALTER TABLE ${ident(table)} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
}

/**
 * Up to `limit` rows of `table`, each as the text of `columns` in their order: in primary-key order after the key
 * values `after` (the last row of the previous batch) when the table is `keyed`, else in the order of all columns
 * past the first `offset` rows.
 */
export async function readRowsAsText(
  db: Queryable,
  table: Table,
  columns: Column[],
  batch: { keyed: boolean; after: (string | null)[] | null; limit: number; offset: number },
): Promise<(string | null)[][]> {
  const order = (batch.keyed ? table.key : columns.map((c) => c.name)).map(ident).join(', ');
  const select = `SELECT ${columns.map((c, i) => `${ident(c.name)}::text AS c${i}`).join(', ')}
                    FROM ${ident(table.name)}`;
  let rows: Record<string, string | null>[];
  if (batch.keyed) {
    const keyTypes = table.key.map((k) => columns.find((c) => c.name === k)!.type);
    const after = batch.after
      ? ` WHERE (${table.key.map(ident).join(', ')}) > (${keyTypes.map((t, i) => `$${i + 1}::${t}`).join(', ')})`
      : '';
    rows = await db.query(`${select}${after} ORDER BY ${order} LIMIT ${batch.limit}`, batch.after ?? []);
  } else {
    rows = await db.query(`${select} ORDER BY ${order} LIMIT ${batch.limit} OFFSET ${batch.offset}`);
  }
  return rows.map((row) => columns.map((_, i) => row[`c${i}`] ?? null));
}

/** Inserts rows given as the text of `columns` (readRowsAsText's), each cast back to its column's type. */
export async function insertRowsFromText(
  db: Queryable,
  table: Table,
  columns: Column[],
  rows: (string | null)[][],
): Promise<void> {
  const insert =
    `INSERT INTO ${ident(table.name)} (${columns.map((c) => ident(c.name)).join(', ')})` +
    (columns.some((c) => c.identityAlways) ? ' OVERRIDING SYSTEM VALUE' : '') +
    ` SELECT ${columns.map((c, i) => `u.c${i}::${c.type}`).join(', ')}` +
    ` FROM unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')})` +
    ` AS u(${columns.map((_, i) => `c${i}`).join(', ')})`;
  await db.query(
    insert,
    columns.map((_, i) => rows.map((row) => row[i] ?? null)),
  );
}

/** The public schema's sequences (serial and identity columns), postgrator's own left out. */
export const listSequences = (db: Queryable) =>
  db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
                         WHERE d.objid = c.oid AND d.deptype IN ('a', 'i') AND t.relname = $1)`,
    [MIGRATIONS_TABLE],
  );

export interface SequenceState {
  last_value: string;
  is_called: boolean;
}

export const readSequence = async (db: Queryable, name: string) =>
  (await db.query<SequenceState>(`SELECT last_value::text, is_called FROM ${ident(name)}`))[0]!;

/** The sequence continues where `state` stands. */
export async function setSequence(db: Queryable, name: string, state: SequenceState): Promise<void> {
  await db.query('SELECT setval($1::regclass, $2::bigint, $3)', [
    ident(name),
    state.last_value,
    state.is_called,
  ]);
}

/** Merges the table's pending index entries (GIN) and refreshes its planner statistics. */
export async function vacuumAnalyze(db: Queryable, table: string): Promise<void> {
  await db.query(`VACUUM (ANALYZE) ${ident(table)}`);
}

/**
 * count(*) and an md5 of the rows' md5s (over `columns`) in byte order: independent of the collation and of the
 * physical order, so two databases holding the same rows give the same answer.
 */
export async function tableChecksum(
  db: Queryable,
  table: Table,
  columns: Column[],
): Promise<{ n: string; sum: string } | undefined> {
  const row = columns.length ? `ROW(${columns.map((c) => ident(c.name)).join(', ')})::text` : "''";
  return (
    await db.query<{ n: string; sum: string }>(
      `SELECT count(*)::bigint::text AS n, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS sum
         FROM (SELECT md5(${row}) AS h FROM ${ident(table.name)}) AS rows`,
    )
  )[0];
}
