import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';

// The shell knows no remote at build time: it reads /remotes.json when it starts (see src/federation).
export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Immo237 — Immobilier au Cameroun',
});
