import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostSharedFiles, moduleSharedFiles } from '../chunk-graph-plugin.mjs';

const group = (id, name, { provides = [], consumes = [], files = [] } = {}) => ({
  id,
  name,
  entry: false,
  requests: [],
  provides,
  parents: [],
  files,
  consumes,
});

test("an exposed module's packages are those its chunks consume and theirs in turn, with the remote's own copy", () => {
  const groups = [
    group(1, '__federation_expose_SearchPage', {
      consumes: ['react', '@immo237/shared/layout'],
      files: ['e.js'],
    }),
    group(2, null, { provides: ['react'], files: ['react.js'] }),
    group(3, null, {
      provides: ['@immo237/shared/layout'],
      consumes: ['styled-components'],
      files: ['layout.js'],
    }),
    group(4, null, { provides: ['styled-components'], consumes: ['react'], files: ['styled.js'] }),
    // The fallback a consumer loads when nothing is provided: the same code, not the copy the share scope gives.
    group(5, null, { files: ['layout-fallback.js'] }),
  ];
  assert.deepEqual(moduleSharedFiles(groups, ['SearchPage', 'NotBuilt']), {
    SearchPage: {
      shared: {
        react: ['react.js'],
        '@immo237/shared/layout': ['layout.js'],
        'styled-components': ['styled.js'],
      },
    },
  });
});

test("a host's shared packages: none to fetch for those its start-up loads, its copy's files for the others", () => {
  const groups = [
    { ...group(0, 'main'), entry: true },
    {
      ...group(1, null, { consumes: ['react'], files: ['bootstrap.js'] }),
      requests: ['./bootstrap'],
      parents: [0],
    },
    group(2, null, { provides: ['react'], files: ['react.js'] }),
    group(3, null, {
      provides: ['@immo237/shared/toast'],
      consumes: ['react-hot-toast'],
      files: ['toast.js'],
    }),
    group(4, null, { provides: ['react-hot-toast'], files: ['hot-toast.js'] }),
  ];
  assert.deepEqual(
    hostSharedFiles(groups),
    new Map([
      ['react', []],
      ['@immo237/shared/toast', ['toast.js']],
      ['react-hot-toast', ['hot-toast.js']],
    ]),
  );
});
