// One app's development build in watch mode, for `pnpm dev`: its browser and server bundles, rebuilt on every change
// of its sources or of @immo237/shared, into the folder named by IMMO237_DIST (never the app's dist/, which
// `pnpm start` serves). Each finished build is reported to the parent process (`{ app, ok, ms, hash }`) and its errors
// printed here.
// Usage (forked by scripts/dev.mjs): node scripts/dev-build.mjs <app folder>
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appByDir, repoRoot } from './apps.mjs';

const app = appByDir(process.argv[2]);
if (!process.env.IMMO237_DIST) throw new Error('IMMO237_DIST must name the folder of the development build');

const appDir = path.join(repoRoot, app.dir);
// The app's own webpack, the one its `pnpm build` runs.
const webpack = createRequire(path.join(appDir, 'package.json'))('webpack');
const configFile = path.join(appDir, 'webpack.config.mjs');
const factory = (await import(pathToFileURL(configFile).href)).default;
const configs = [factory({}, { mode: 'development' })].flat();
const compiler = webpack(configs);

compiler.watch(
  { aggregateTimeout: 300, ignored: ['**/node_modules/**', '**/dist/**', '**/.dev/**'] },
  (error, stats) => {
    if (error) {
      console.error(`[${app.name}] ${error.stack ?? error}`);
      process.send?.({ app: app.name, ok: false, ms: 0 });
      return;
    }
    const ok = !stats.hasErrors();
    if (!ok) console.error(stats.toString({ all: false, errors: true, colors: process.stdout.isTTY }));
    const ms = Math.max(...stats.stats.map((one) => one.endTime - one.startTime));
    // The builds' hashes: a rebuild that wrote the same output (a file touched, not changed) changes nothing served.
    const hash = stats.stats.map((one) => one.hash).join('.');
    process.send?.({ app: app.name, ok, ms, hash });
  },
);

process.on('SIGTERM', () => compiler.close(() => process.exit(0)));
process.on('disconnect', () => compiler.close(() => process.exit(0)));
