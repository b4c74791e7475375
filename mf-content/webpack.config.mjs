import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
  port: 3004,
  title: 'Immo237 — contenus',
  exposes: {
    './FaqPage': './src/exposes/faq-page.tsx',
    './Faq2Page': './src/exposes/faq2-page.tsx',
    './ContactPage': './src/exposes/contact-page.tsx',
    './AgentsPage': './src/exposes/agents-page.tsx',
  },
});
