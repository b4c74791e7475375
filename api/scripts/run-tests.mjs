// Runs the API suite with node:test (through tsx): on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// A migrated PGlite data dir is made once and copied by each test file (initdb costs ~3 s; a copy ~0.1 s).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return findTests(file);
    return name.endsWith('.test.ts') ? [file] : [];
  });
}

const files = (only.length ? only.map((f) => path.resolve(f)) : findTests(path.join(root, 'test'))).sort();
const template = mkdtempSync(path.join(tmpdir(), 'immo237-template-'));
const node = (args, env) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

let status = 0;
try {
  const made = node([path.join(root, 'test', 'make-template.ts'), template], {});
  if (made.status !== 0) throw new Error('could not prepare the PGlite template');
  const runs = [{ name: 'PGlite', env: { API_TEST_DB: 'pglite', API_TEST_TEMPLATE: template } }];
  if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { API_TEST_DB: 'postgres' } });
  for (const run of runs) {
    console.log(`\n# api tests on ${run.name}`);
    const result = node(['--test', '--test-concurrency=2', '--test-timeout=300000', ...files], run.env);
    if (result.status !== 0) status = result.status ?? 1;
  }
} finally {
  rmSync(template, { recursive: true, force: true });
}
process.exit(status);
