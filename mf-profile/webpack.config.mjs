import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'profile',
  port: 3003,
  title: 'Immo237 — espace profil',
  exposes: {
    './ProfileArea': './src/exposes/profile-area.tsx',
  },
});
