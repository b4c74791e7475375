import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedSingletons, singletonVersionOf, SINGLETON_SUBPATHS } from '../shared-singletons.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shellDir = path.join(repo, 'shell');
const shared = sharedSingletons(shellDir);
const sharedPkg = JSON.parse(readFileSync(path.join(repo, 'shared/package.json'), 'utf8'));

/** `version` satisfies a `^x.y.z` range (the only form the list uses). */
function satisfiesCaret(version, range) {
  const [want, have] = [range.slice(1), version].map((v) => v.split('.').map(Number));
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i += 1) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

/** The list as an app would get it from a copy of the shared package.json with `edit` applied. */
function sharedWith(edit) {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-singletons-'));
  try {
    writeFileSync(path.join(root, 'package.json'), JSON.stringify(edit(structuredClone(sharedPkg))));
    return sharedSingletons(shellDir, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('what must be one per page is a singleton, required by major version and strictly', () => {
  for (const request of ['react', 'react-dom', 'react-router-dom', 'styled-components', 'i18next']) {
    const { singleton, version, requiredVersion, strictVersion } = shared[request];
    assert.equal(singleton, true, request);
    assert.equal(strictVersion, true, request);
    assert.equal(requiredVersion, `^${version.split('.')[0]}.0.0`, request);
  }
  assert.deepEqual(SINGLETON_SUBPATHS, ['./auth', './i18n', './toast', './config', './data']);
  for (const subpath of SINGLETON_SUBPATHS) {
    const entry = shared[`@immo237/shared${subpath.slice(1)}`];
    assert.equal(entry.singleton, true, subpath);
    assert.equal(entry.strictVersion, true, subpath);
  }
});

test('the stateless parts of @immo237/shared are shared by the package version, never as singletons', () => {
  for (const subpath of ['ui', 'api', 'format', 'theme', 'layout']) {
    const entry = shared[`@immo237/shared/${subpath}`];
    assert.equal(entry.singleton, false, subpath);
    assert.equal(entry.version, sharedPkg.version, subpath);
    assert.equal(entry.requiredVersion, `^${entry.version}`, subpath);
  }
});

test("the @immo237/shared singletons are shared by their own contract version, not the package's", () => {
  const contract = singletonVersionOf();
  assert.equal(contract, sharedPkg.immo237.singletonVersion);
  for (const subpath of SINGLETON_SUBPATHS) {
    const entry = shared[`@immo237/shared${subpath.slice(1)}`];
    assert.equal(entry.version, contract, subpath);
    assert.equal(entry.requiredVersion, `^${contract.split('.')[0]}.0.0`, subpath);
  }
});

test('a 2.0.0 package keeps its 1.x singletons: a remote built against 1.x still runs beside it', () => {
  // What a remote built against 1.11.2 declared: every subpath by the package's version.
  const oldApi = { version: '1.11.2', requiredVersion: '^1.11.2' };
  const oldSingleton = { version: '1.11.2', requiredVersion: '^1.0.0' };
  const next = sharedWith((pkg) => ({ ...pkg, version: '2.0.0', immo237: { singletonVersion: '1.12.0' } }));

  for (const subpath of SINGLETON_SUBPATHS) {
    const entry = next[`@immo237/shared${subpath.slice(1)}`];
    assert.deepEqual(entry, {
      singleton: true,
      version: '1.12.0',
      requiredVersion: '^1.0.0',
      strictVersion: true,
    });
    // Each takes the other's copy: the old remote runs with the new shell's singletons, and the reverse.
    assert.ok(satisfiesCaret(entry.version, oldSingleton.requiredVersion), subpath);
    assert.ok(satisfiesCaret(oldSingleton.version, entry.requiredVersion), subpath);
  }
  // The calls are not exchanged across the majors: each brings its own copy.
  const api = next['@immo237/shared/api'];
  assert.deepEqual(api, {
    singleton: false,
    version: '2.0.0',
    requiredVersion: '^2.0.0',
    strictVersion: false,
  });
  assert.equal(satisfiesCaret(api.version, oldApi.requiredVersion), false);
  assert.equal(satisfiesCaret(oldApi.version, api.requiredVersion), false);
});

test("a break of the singletons' contract (its major) refuses the remotes built against the previous one", () => {
  const broken = sharedWith((pkg) => ({ ...pkg, immo237: { singletonVersion: '2.0.0' } }));
  for (const subpath of SINGLETON_SUBPATHS) {
    const entry = broken[`@immo237/shared${subpath.slice(1)}`];
    assert.equal(entry.requiredVersion, '^2.0.0', subpath);
    assert.equal(satisfiesCaret('1.11.2', entry.requiredVersion), false, subpath);
  }
});

test('a package without a singleton contract version is refused', () => {
  assert.throws(
    () => sharedWith(({ immo237: _contract, ...pkg }) => pkg),
    /"immo237": \{ "singletonVersion"/,
  );
});
