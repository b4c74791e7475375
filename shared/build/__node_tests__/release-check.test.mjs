import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { contentHash, recordRelease, releaseProblem, SHARED_ROOT } from '../release-check.mjs';

const copies = [];
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the package (its code, package.json and record), to change freely. */
function copyOfShared() {
  const dir = mkdtempSync(path.join(tmpdir(), 'immo237-shared-'));
  copies.push(dir);
  for (const name of ['src', 'build', 'package.json', 'release.json']) {
    cpSync(path.join(SHARED_ROOT, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

function setVersion(dir, version) {
  const file = path.join(dir, 'package.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
}

test("the repository's shared package matches the release it records", () => {
  assert.equal(releaseProblem(), null);
});

test('a change of code without a new version is refused, and cannot be recorded', () => {
  const dir = copyOfShared();
  writeFileSync(path.join(dir, 'src/format/index.ts'), '\nexport const added = 1;\n', { flag: 'a' });
  assert.match(releaseProblem(dir) ?? '', /changed but its version is still/);
  assert.throws(() => recordRelease(dir), /changed but its version is still/);
});

test('a new version with its record is accepted; a version bump alone does not change the content', () => {
  const dir = copyOfShared();
  const before = contentHash(dir);
  setVersion(dir, '9.9.9');
  assert.equal(contentHash(dir), before);
  assert.match(releaseProblem(dir) ?? '', /records/);
  writeFileSync(path.join(dir, 'src/format/index.ts'), '\nexport const added = 1;\n', { flag: 'a' });
  recordRelease(dir);
  assert.equal(releaseProblem(dir), null);
});

test('tests and the readme are not part of the content', () => {
  const dir = copyOfShared();
  const before = contentHash(dir);
  writeFileSync(path.join(dir, 'src/format/__tests__/extra.test.ts'), 'test.todo("x");\n');
  assert.equal(contentHash(dir), before);
});
