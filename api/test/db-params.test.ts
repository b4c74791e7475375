// A parameter PGlite cannot send (a plain object) used to make its protocol writer throw half-way through a message,
// after which the embedded database refused every statement ('invalid message format'): found by the fuzz suite.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { openPglite } from '../src/lib/db.js';

test('PGlite: a parameter that is not a value is refused before it is sent, and the database keeps answering', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'immo237-params-'));
  const db = await openPglite(path.join(dir, 'pglite'));
  try {
    await assert.rejects(db.query('SELECT $1::text AS v', [{ evil: true }]), TypeError);
    await assert.rejects(
      db.transaction((tx) => tx.query('SELECT $1::text[] AS v', [['a', Object.create(null)]])),
      TypeError,
    );
    const rows = await db.query<{ v: string; d: Date; a: string[] }>(
      'SELECT $1::text AS v, $2::timestamptz AS d, $3::text[] AS a',
      ['still here', new Date(0), ['x', 'y']],
    );
    assert.equal(rows[0]?.v, 'still here');
    assert.equal(rows[0]?.d.getTime(), 0);
    assert.deepEqual(rows[0]?.a, ['x', 'y']);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
