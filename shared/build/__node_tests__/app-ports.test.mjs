// Each app's webpack configuration names its own dev-server port (a remote builds and runs outside this repository
// too), and the site's scripts read theirs from scripts/apps.mjs: the two must say the same.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { APPS, repoRoot } from '../../../scripts/apps.mjs';

for (const app of APPS) {
  test(`${app.dir}'s dev server listens where scripts/apps.mjs says (${app.port})`, async () => {
    const configFile = pathToFileURL(path.join(repoRoot, app.dir, 'webpack.config.mjs')).href;
    const factory = (await import(configFile)).default;
    const config = factory({ WEBPACK_SERVE: true }, { mode: 'development' });
    assert.equal(config.devServer.port, app.port);
  });
}
