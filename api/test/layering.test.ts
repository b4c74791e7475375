// Routes → services → repositories runs one way. The SQL lives in src/repositories; a route file
// that talks to the database itself (a statement, a query call) fails here, naming the file and the line.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : name.endsWith('.ts') ? [file] : [];
  });
}

// A statement's opening words, or a call that runs one, on the database handle.
const SQL = [
  /\bSELECT\s+[\w*(]/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bWITH\s+\w+\s+AS\s*\(/,
  /\b(?:db|app\.db|client|tx)\.(?:query|exec)\s*\(/,
];

/** Lines of `dir`'s files that hold SQL, as 'file:line: text'. */
function sqlLines(dir: string): string[] {
  return files(dir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        SQL.some((pattern) => pattern.test(line))
          ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

test('no route file holds SQL or runs a statement: the repositories do', () => {
  assert.deepEqual(sqlLines(path.join(src, 'routes')), []);
});

test('the check finds SQL where it is (the repositories), so an empty answer above means something', () => {
  const found = sqlLines(path.join(src, 'repositories'));
  assert.ok(
    found.some((line) => /SELECT/.test(line)),
    'a SELECT in the repositories',
  );
  assert.ok(
    found.some((line) => /\.query\s*\(/.test(line)),
    'a query call in the repositories',
  );
});
