import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig, precompressedCopies } from '@immo237/shared/build/webpack';
import { createComposition } from './server/composition.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The service worker, /sw.js: its own small build (a worker, no federation, no hash in its name: browsers look for
 * updates at that address).
 */
const serviceWorker = (production, after) => ({
  name: 'service-worker',
  // After the browser build, whose output cleaning would otherwise remove it.
  dependencies: [after],
  context: appDir,
  mode: production ? 'production' : 'development',
  target: 'webworker',
  devtool: false,
  entry: { sw: './sw/service-worker.mjs' },
  output: { path: path.join(appDir, 'dist'), filename: '[name].js', clean: false },
  // Sent brotli-compressed like the other files (about 6 KB instead of 22 on a first visit).
  plugins: production ? precompressedCopies() : [],
});

// The shell knows no remote at build time: it reads the site's composition (remotes.json and the routes each
// remote publishes) when it starts (see src/federation). The dev server composes it like the real server does.
const site = createWebpackConfig({
  appDir,
  port: 3000,
  host: true,
  title: 'Immo237 — Immobilier au Cameroun',
  setupMiddlewares: (middlewares, devServer) => {
    const composition = createComposition({
      remotesFile: process.env.REMOTES_FILE ?? path.join(appDir, 'public/remotes.json'),
    });
    devServer.app?.get('/composition.json', (_request, response) => {
      composition.compose().then(
        (site) => response.set('Cache-Control', 'no-cache').json(site),
        (error) => response.status(500).json({ message: String(error) }),
      );
    });
    return middlewares;
  },
});

export default (env, argv) => {
  const configs = site(env, argv);
  const production = argv.mode === 'production';
  if (!Array.isArray(configs)) return configs;
  const [browser, ...others] = configs;
  const named = { ...browser, name: browser.name ?? 'browser' };
  return [named, ...others, serviceWorker(production, named.name)];
};
