import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';
import { appByDir, portOf } from '../scripts/apps.mjs';
import remote from './remote.config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  port: portOf(appByDir('mf-content')),
  title: 'Immo237 — contenus',
  remote,
});
