import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedSingletons, SINGLETON_SUBPATHS } from '../shared-singletons.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shared = sharedSingletons(path.join(repo, 'shell'));

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

test('the stateless parts of @immo237/shared are shared by their real version, never as singletons', () => {
  for (const subpath of ['ui', 'api', 'format', 'theme', 'layout']) {
    const entry = shared[`@immo237/shared/${subpath}`];
    assert.equal(entry.singleton, false, subpath);
    assert.match(entry.version, /^\d+\.\d+\.\d+$/);
    assert.equal(entry.requiredVersion, `^${entry.version}`, subpath);
  }
});
