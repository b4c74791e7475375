// @ts-check
// What this remote exposes and the routes of the site it serves. Its build publishes them (dist/mf-routes.json);
// the shell composes the site from the remotes named in remotes.json. Titles come from src/i18n (seo.*).
import { defineRemote } from '@immo237/shared/build/remote-routes';

export default defineRemote({
  name: 'catalog',
  exposes: {
    FeaturedProperties: './src/exposes/featured-properties.tsx',
    BuyPage: './src/exposes/buy-page.tsx',
    RentPage: './src/exposes/rent-page.tsx',
    LandPage: './src/exposes/land-page.tsx',
    SearchPage: './src/exposes/search-page.tsx',
    PropertyDetailPage: './src/exposes/property-detail-page.tsx',
    PropertyRedirect: './src/exposes/property-redirect.tsx',
  },
  routes: [
    { path: '/acheter', module: 'BuyPage', access: 'public', meta: 'seo.buy', sitemap: true, api: true },
    { path: '/louer', module: 'RentPage', access: 'public', meta: 'seo.rent', sitemap: true, api: true },
    { path: '/terrains', module: 'LandPage', access: 'public', meta: 'seo.land', sitemap: true, api: true },
    { path: '/search', module: 'SearchPage', access: 'public', meta: 'seo.search', sitemap: true, api: true },
    { path: '/properties', module: 'SearchPage', access: 'public', meta: 'seo.search', api: true },
    // A listing's page writes its own title and description (its name, its price).
    { path: '/details/:slug', module: 'PropertyDetailPage', access: 'public', indexable: true, api: true },
    { path: '/property/:id', module: 'PropertyRedirect', access: 'public', indexable: false, api: true },
  ],
  slots: { 'home.featured': 'FeaturedProperties' },
});
