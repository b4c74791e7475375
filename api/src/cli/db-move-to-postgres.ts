// Usage: pnpm --filter api db:move-to-postgres --to <DATABASE_URL> [--batch <rows>]
//
// Copies everything from the embedded database (PGlite in DATA_DIR/pglite) into an EMPTY
// PostgreSQL database. The schema comes from the same migrations the API runs; then the rows, one transaction per
// table, parents before the tables that refer to them (the order is read from the catalogue's foreign keys, so a
// table a later migration adds is moved without touching this file), in batches; then the sequences, fresh planner
// statistics and search indexes; then a count and a checksum per table, computed the same way on both sides.
// It refuses a database that holds anything (a table with rows, or migrations already run): re-running it after a
// successful move is refused too, and has nothing left to do. Stop the API first: PGlite allows one process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../config.js';
import {
  openConnection,
  openPglite,
  openPostgres,
  type Connection,
  type Db,
  type Queryable,
} from '../lib/db.js';
import {
  countRows,
  databaseContents,
  insertRowsFromText,
  liftSessionStatementTimeout,
  listForeignKeys,
  listSequences,
  migrationOf,
  readRowsAsText,
  readSequence,
  readTables,
  setSequence,
  setUserTriggers,
  tableChecksum,
  truncateTables,
  setCanonicalTextOutput,
  vacuumAnalyze,
  type Table,
} from '../repositories/maintenance.js';

export const DEFAULT_BATCH = 1000;

/** Exit codes: 0 moved and verified, 1 failed or verification differs, 2 usage, 3 refused (target not empty...). */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefused';
  }
}

export interface MoveOptions {
  /** The API's DATA_DIR: the embedded database is its `pglite` folder. */
  dataDir: string;
  /** The target's connection string. */
  to: string;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface TableResult {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  /** Generated columns, recomputed by PostgreSQL: compared for information (text search dictionaries may differ). */
  generated: 'none' | 'same' | 'differs';
  ms: number;
  ok: boolean;
}

export interface MoveResult {
  ok: boolean;
  tables: TableResult[];
  rows: number;
  migration: number;
  sequences: number;
  ms: number;
}

/** The address without its password, for messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an invalid connection string)';
  }
}

/** Parents first: a table comes after every table its foreign keys name (self-references aside). */
async function orderByForeignKeys(db: Queryable, tables: Table[]): Promise<Table[]> {
  const edges = await listForeignKeys(db);
  const byName = new Map(tables.map((t) => [t.name, t]));
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) {
    // A self-reference does not order tables (rows go in primary-key order; no table of ours has one).
    if (child !== parent && byName.has(child) && byName.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    // Alphabetical among the ready ones: the same order on every run.
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)),
    );
    if (!ready.length) {
      const left = tables.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new Error(`The foreign keys between ${left.join(', ')} form a cycle: no order can copy them.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

const formatMs = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Copies the embedded database of `dataDir` into the empty PostgreSQL database `to`, then verifies it. */
export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const pgliteDir = path.join(options.dataDir, 'pglite');
  const target = redactDatabaseUrl(options.to);

  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new MoveRefused(
      `No embedded database in ${pgliteDir}: set DATA_DIR to the folder the API uses (it holds pglite/, uploads/).`,
    );
  if (existsSync(path.join(pgliteDir, 'postmaster.pid')))
    throw new MoveRefused(
      `The embedded database in ${pgliteDir} is open in another process (postmaster.pid is there): stop the API ` +
        '(PGlite allows one process at a time) and run the move again. If no process uses it (the API was killed), ' +
        'delete that file first.',
    );

  let client: Connection;
  try {
    client = await openConnection(options.to, 10_000);
  } catch (err) {
    throw new MoveRefused(
      `Cannot connect to ${target}: ${(err as Error).message}. Create the database first (createdb, or CREATE ` +
        'DATABASE … OWNER …) and check the address.',
    );
  }
  let source: Db | null = null;
  try {
    const contents = await databaseContents(client);
    if (contents.length)
      throw new MoveRefused(
        `Refusing to move into ${target}: the database is not empty.\n  - ${contents.join('\n  - ')}\n` +
          'The move only fills an empty database, so nothing there is ever overwritten. If an earlier move into ' +
          'this database succeeded, there is nothing left to do: start the API on it. Otherwise create a new, ' +
          'empty database (or drop and re-create this one) and run the move again.',
      );

    log(`Moving ${pgliteDir} → ${target}`);
    source = await openPglite(pgliteDir);
    const before = await migrationOf(source);
    await source.migrate();
    const migration = await migrationOf(source);
    log(
      `source: PGlite, migration ${migration}${before !== migration ? ` (brought up from ${before}, as the API would at start)` : ''}`,
    );

    const stepStarted = performance.now();
    const schemaDb = await openPostgres(options.to, null);
    try {
      await schemaDb.migrate();
    } finally {
      await schemaDb.close();
    }
    const targetMigration = await migrationOf(client);
    if (targetMigration !== migration)
      throw new Error(
        `The target is at migration ${targetMigration}, the source at ${migration}: they must match.`,
      );
    log(
      `schema: migrations 1 to ${migration} run on the target (${formatMs(performance.now() - stepStarted)})`,
    );

    await setCanonicalTextOutput(source);
    await setCanonicalTextOutput(client);
    await liftSessionStatementTimeout(client);

    const tables = await orderByForeignKeys(source, await readTables(source));
    const targetTables = new Map((await readTables(client)).map((t) => [t.name, t]));
    for (const table of tables) {
      const there = targetTables.get(table.name);
      const missing = table.columns
        .filter((c) => !c.generated)
        .filter((c) => !there?.columns.some((t) => t.name === c.name && !t.generated));
      if (!there || missing.length)
        throw new Error(
          `The target's table ${table.name} ${there ? `lacks ${missing.map((c) => c.name).join(', ')}` : 'is missing'}` +
            ': the migrations made a different schema.',
        );
    }
    log(`order (parents first, from the foreign keys): ${tables.map((t) => t.name).join(', ')}`);

    // Rows some migrations write (reference data such as the known places): the source has them too, as it may
    // have changed them since; the target takes the source's.
    const written: string[] = [];
    for (const table of tables) {
      const n = await countRows(client, table.name);
      if (n > 0) written.push(`${table.name} (${n})`);
    }
    if (written.length) {
      await truncateTables(
        client,
        tables.map((t) => t.name),
      );
      log(
        `cleared the rows the migrations wrote on the target, replaced by the source's: ${written.join(', ')}`,
      );
    }

    let moved = 0;
    const copyMs = new Map<string, number>();
    for (const table of tables) {
      const tableStarted = performance.now();
      const columns = table.columns.filter((c) => !c.generated);
      const keyed = table.key.length > 0 && table.key.every((k) => columns.some((c) => c.name === k));
      const total = await countRows(source, table.name);
      const keyIndexes = table.key.map((k) => columns.findIndex((c) => c.name === k));

      try {
        const done = await client.transaction(async (tx) => {
          // No user trigger runs while the rows arrive; the foreign keys are still checked. The table is ours (the
          // migrations made it), and the transaction's rollback undoes this on failure.
          await setUserTriggers(tx, table.name, false);
          let copied = 0;
          let last: (string | null)[] | null = null;
          let lastPrint = performance.now();
          for (;;) {
            const batch = await readRowsAsText(source!, table, columns, {
              keyed,
              after: last,
              limit: batchSize,
              offset: copied,
            });
            if (!batch.length) break;
            await insertRowsFromText(tx, table, columns, batch);
            copied += batch.length;
            const tail = batch.at(-1)!;
            last = keyIndexes.map((i) => tail[i] ?? null);
            if (total > batchSize && (performance.now() - lastPrint > 1000 || copied >= total)) {
              lastPrint = performance.now();
              log(
                `  ${table.name}: ${copied} / ${total} rows (${Math.floor((copied / total) * 100)} %), ` +
                  formatMs(performance.now() - tableStarted),
              );
            }
            if (batch.length < batchSize) break;
          }
          await setUserTriggers(tx, table.name, true);
          return copied;
        });
        moved += done;
        copyMs.set(table.name, performance.now() - tableStarted);
        log(`${table.name}: ${done} rows copied in ${formatMs(performance.now() - tableStarted)}`);
      } catch (err) {
        throw new Error(`Copying ${table.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }

    // Sequences (serial and identity columns): the target continues where the source stands.
    const sequences = await listSequences(source);
    for (const { name } of sequences) await setSequence(client, name, await readSequence(source, name));
    log(
      sequences.length
        ? `sequences: ${sequences.length} set to the source's values`
        : 'sequences: none to reset (every key is a UUID or natural)',
    );

    // Search data: the generated columns (search text, tsvector, …) were computed by PostgreSQL as the rows came in;
    // the GIN indexes' pending entries are merged and the planner gets statistics (its extended ones too), without
    // which it ignores the search indexes.
    const searchStarted = performance.now();
    for (const table of tables) await vacuumAnalyze(client, table.name);
    const generatedColumns = tables.flatMap((t) =>
      t.columns.filter((c) => c.generated).map((c) => `${t.name}.${c.name}`),
    );
    log(
      `search data: ${generatedColumns.length ? `${generatedColumns.join(', ')} computed by PostgreSQL; ` : ''}` +
        `indexes and statistics refreshed (VACUUM ANALYZE) in ${formatMs(performance.now() - searchStarted)}`,
    );

    // Verification: counts and checksums computed the same way on both sides, after the copy.
    const results: TableResult[] = [];
    for (const table of tables) {
      const verifyStarted = performance.now();
      const stored = table.columns.filter((c) => !c.generated);
      const generated = table.columns.filter((c) => c.generated);
      const a = await tableChecksum(source, table, stored);
      const b = await tableChecksum(client, table, stored);
      let generatedState: TableResult['generated'] = 'none';
      if (generated.length) {
        const ga = await tableChecksum(source, table, generated);
        const gb = await tableChecksum(client, table, generated);
        generatedState = ga?.sum === gb?.sum ? 'same' : 'differs';
      }
      results.push({
        table: table.name,
        sourceRows: Number(a?.n),
        targetRows: Number(b?.n),
        sourceChecksum: a?.sum ?? '',
        targetChecksum: b?.sum ?? '',
        generated: generatedState,
        ms: (copyMs.get(table.name) ?? 0) + performance.now() - verifyStarted,
        ok: a?.n === b?.n && a?.sum === b?.sum,
      });
    }
    const ok = results.every((r) => r.ok);
    printResults(results, log);
    if (results.some((r) => r.generated === 'differs'))
      log(
        'note: generated columns marked "differs" were recomputed by this server (its text search dictionaries ' +
          'differ from the embedded ones); they are what PostgreSQL searches, and are not part of the checksum.',
      );
    const ms = performance.now() - started;
    log(
      ok
        ? `Moved and verified ${moved} rows in ${tables.length} tables: every count and checksum matches. Total ${formatMs(ms)}.`
        : `VERIFICATION FAILED for ${results
            .filter((r) => !r.ok)
            .map((r) => r.table)
            .join(
              ', ',
            )} (total ${formatMs(ms)}). Do not start the API on ${target}: drop it, find the cause, move again.`,
    );
    return { ok, tables: results, rows: moved, migration, sequences: sequences.length, ms };
  } finally {
    await source?.close();
    await client.close().catch(() => undefined);
  }
}

function printResults(results: TableResult[], log: (line: string) => void) {
  const head = ['table', 'PGlite rows', 'PostgreSQL rows', 'checksum (md5)', 'generated', 'time', 'result'];
  const lines = results.map((r) => [
    r.table,
    String(r.sourceRows),
    String(r.targetRows),
    r.ok ? r.sourceChecksum : `${r.sourceChecksum} ≠ ${r.targetChecksum}`,
    r.generated,
    formatMs(r.ms),
    r.ok ? 'ok' : 'DIFFERS',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 2 || i === 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ');
  log('');
  log(format(head));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) log(format(line));
  log('');
}

const USAGE =
  'Usage: pnpm --filter api db:move-to-postgres --to <DATABASE_URL> [--batch <rows, default 1000>]';

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let to: string | undefined;
  let batch = DEFAULT_BATCH;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--to') to = value();
    else if (flag === '--batch') batch = Number(value());
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      return 0;
    } else if (flag === '--') continue;
    else {
      console.error(`Unknown argument "${arg}".\n${USAGE}`);
      return 2;
    }
  }
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(`--to must name the target database (postgres://…).\n${USAGE}`);
    return 2;
  }
  if (!Number.isInteger(batch) || batch < 1 || batch > 100_000) {
    console.error(`--batch must be a whole number from 1 to 100000.\n${USAGE}`);
    return 2;
  }
  // DATA_DIR as the API reads it (config.ts), without the rest of the API's configuration.
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(repoRoot, '.data'));
  try {
    const result = await moveToPostgres({ dataDir, to, batchSize: batch });
    if (result.ok) {
      console.log(
        `Next: start every API process with DATABASE_URL=${redactDatabaseUrl(to)} and JWT_SECRET set ` +
          `(the value in ${path.join(dataDir, 'jwt-secret')}, if the API made one, keeps sessions and mailed links ` +
          'valid) and VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (the pair in ' +
          `${path.join(dataDir, 'vapid-keys.json')} keeps the devices subscribed to notifications), then check ` +
          'GET /api/health and a sign-in (docs/DEPLOY.md).',
      );
    }
    return result.ok ? 0 : 1;
  } catch (err) {
    if (err instanceof MoveRefused) {
      console.error(err.message);
      return 3;
    }
    console.error(`The move failed: ${(err as Error).message}`);
    console.error(
      'Tables copied before the failure stay in the target, which the move now refuses as not empty: drop and ' +
        're-create it, then move again.',
    );
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
