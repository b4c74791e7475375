// @ts-check
// What this remote exposes and the routes of the site it serves. Its build publishes them (dist/mf-routes.json);
// the shell composes the site from the remotes named in remotes.json. Titles come from src/i18n (seo.*).
import { defineRemote } from '@immo237/shared/build/remote-routes';

export default defineRemote({
  name: 'content',
  exposes: {
    FaqPage: './src/exposes/faq-page.tsx',
    Faq2Page: './src/exposes/faq2-page.tsx',
    ContactPage: './src/exposes/contact-page.tsx',
    AgentsPage: './src/exposes/agents-page.tsx',
    AgentPage: './src/exposes/agent-page.tsx',
    PricesPage: './src/exposes/prices-page.tsx',
    PricePlacePage: './src/exposes/price-place-page.tsx',
  },
  routes: [
    { path: '/agents', module: 'AgentsPage', access: 'public', meta: 'seo.agents', sitemap: true, api: true },
    // An agent's page writes its own title and description (name, specialty, cities); the sitemap lists every
    // agent from the API (shell/server/sitemap.mjs), as it does for listings.
    {
      path: '/agents/:slug',
      module: 'AgentPage',
      access: 'public',
      meta: 'seo.agents',
      indexable: true,
      api: true,
    },
    // What rent and land cost: the cities, then a city's or a quartier's figures (each writes its own head; the
    // sitemap lists the places with figures from the API, shell/server/sitemap.mjs).
    { path: '/prix', module: 'PricesPage', access: 'public', meta: 'seo.prices', sitemap: true, api: true },
    {
      path: '/prix/:city',
      module: 'PricePlacePage',
      access: 'public',
      meta: 'seo.prices',
      indexable: true,
      api: true,
    },
    {
      path: '/prix/:city/:quartier',
      module: 'PricePlacePage',
      access: 'public',
      meta: 'seo.prices',
      indexable: true,
      api: true,
    },
    { path: '/contact', module: 'ContactPage', access: 'public', meta: 'seo.contact', sitemap: true },
    { path: '/faq', module: 'FaqPage', access: 'public', meta: 'seo.faq', sitemap: true },
    { path: '/faq2', module: 'Faq2Page', access: 'public', meta: 'seo.faq2', sitemap: true },
  ],
});
