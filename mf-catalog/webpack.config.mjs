import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  port: 3001,
  title: 'Immo237 — catalogue',
  exposes: {
    './FeaturedProperties': './src/exposes/featured-properties.tsx',
    './BuyPage': './src/exposes/buy-page.tsx',
    './RentPage': './src/exposes/rent-page.tsx',
    './LandPage': './src/exposes/land-page.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
    './PropertyDetailPage': './src/exposes/property-detail-page.tsx',
    './PropertyRedirect': './src/exposes/property-redirect.tsx',
  },
});
