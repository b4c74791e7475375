import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';
import remote from './remote.config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  title: 'Immo237 — authentification',
  remote,
});
