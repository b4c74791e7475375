// Routes → services → repositories runs one way. The SQL lives in src/repositories; any other file under src (a
// route, a service, a plugin, the seed, a command-line tool…) that writes a statement or runs one on a database
// handle fails here, naming the file and the line. The migrations (api/migrations, outside src) are SQL files.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** The only places under src where SQL may stand, each with the reason; every other file is checked. */
const SQL_ALLOWED: { path: string; why: string }[] = [
  { path: 'repositories', why: 'the data access layer: every statement of the application is written there' },
  {
    path: 'lib/db.ts',
    why:
      'the database driver adapter: it opens PGlite and PostgreSQL, runs the migrations under their lock and ' +
      'wraps transactions (BEGIN, COMMIT, ROLLBACK) for the repositories',
  },
];

// A statement's opening words, or a call that runs one, on a database handle.
const SQL = [
  /\bSELECT\s+[\w*(]/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bWITH\s+\w+\s+AS\s*\(/,
  /\bALTER\s+TABLE\b/,
  // Maintenance statements name a table (lower case, quoted or interpolated) or VACUUM's options: prose such as
  // 'VACUUM ANALYZE' in a log message is not one.
  /\b(?:TRUNCATE|VACUUM|ANALYZE)\s*(?:\(|[a-z_"$])/,
  /\bSET\s+(?:LOCAL\s+)?\w+\s*=/,
  /\b(?:db|app\.db|client|tx|pool|source|target)\.(?:query|exec|one)\s*[<(]/,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : name.endsWith('.ts') ? [file] : [];
  });
}

/**
 * The lines of the `.ts` files under `root` that hold SQL, as 'file:line: text' (file relative to `root`), except in
 * the files and folders of `allowed` (relative to `root`).
 */
function sqlLines(root: string, allowed: string[] = []): string[] {
  const isAllowed = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return allowed.some((place) => relative === place || relative.startsWith(`${place}/`));
  };
  return files(root)
    .filter((file) => !isAllowed(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          SQL.some((pattern) => pattern.test(line))
            ? [`${path.relative(root, file).split(path.sep).join('/')}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
}

test('no file under src outside the repositories and the driver adapter holds SQL or runs a statement', () => {
  assert.deepEqual(
    sqlLines(
      src,
      SQL_ALLOWED.map((place) => place.path),
    ),
    [],
  );
});

test('every place allowed to hold SQL exists (a renamed one would leave its new name unchecked)', () => {
  for (const place of SQL_ALLOWED) assert.ok(existsSync(path.join(src, place.path)), place.path);
});

test('the check finds SQL where it is (the repositories), so an empty answer above means something', () => {
  const found = sqlLines(path.join(src, 'repositories'));
  assert.ok(
    found.some((line) => /SELECT/.test(line)),
    'a SELECT in the repositories',
  );
  assert.ok(
    found.some((line) => /\.query\s*[<(]/.test(line)),
    'a query call in the repositories',
  );
});

test('the check reports a statement and a query call written outside the repositories', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'immo237-layering-'));
  try {
    mkdirSync(path.join(root, 'services'));
    mkdirSync(path.join(root, 'repositories'));
    mkdirSync(path.join(root, 'lib'));
    const statement = [
      "import type { Queryable } from '../lib/db.js';",
      '',
      'export async function names(tx: Queryable) {',
      "  const rows = await tx.query<{ name: string }>('SELECT name FROM products');",
      '  return rows.map((row) => row.name);',
      '}',
      '',
    ].join('\n');
    writeFileSync(path.join(root, 'services', 'x.ts'), statement);
    writeFileSync(path.join(root, 'repositories', 'x.ts'), statement);
    writeFileSync(path.join(root, 'lib', 'db.ts'), statement);
    writeFileSync(
      path.join(root, 'services', 'y.ts'),
      "export const run = (db: { exec(sql: string): void }) =>\n  db.exec(\n    'VACUUM products',\n  );\n",
    );

    assert.deepEqual(sqlLines(root, ['repositories', 'lib/db.ts']), [
      "services/x.ts:4: const rows = await tx.query<{ name: string }>('SELECT name FROM products');",
      'services/y.ts:2: db.exec(',
      "services/y.ts:3: 'VACUUM products',",
    ]);
    // Without the exceptions, the same scan reports the files they cover.
    assert.deepEqual(
      sqlLines(root).map((line) => line.split(':')[0]),
      ['lib/db.ts', 'repositories/x.ts', 'services/x.ts', 'services/y.ts', 'services/y.ts'],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
