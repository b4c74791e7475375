import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';
import { createComposition } from './server/composition.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The shell knows no remote at build time: it reads the site's composition (remotes.json and the routes each
// remote publishes) when it starts (see src/federation). The dev server composes it like the real server does.
export default createWebpackConfig({
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
