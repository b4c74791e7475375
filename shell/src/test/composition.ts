import type { ComposedRoute, Composition, Localized } from '@immo237/shared/routes';

const text = (fr: string, en: string): Localized => ({ fr, en });

/** A page's title and description, each as [French, English]. */
const meta = (
  key: string,
  [titleFr, titleEn]: [string, string],
  [descriptionFr, descriptionEn]: [string, string],
) => ({
  key,
  title: text(titleFr, titleEn),
  description: text(descriptionFr, descriptionEn),
});

function route(
  path: string,
  id: `${string}/${string}`,
  access: ComposedRoute['access'],
  extra: Partial<ComposedRoute> = {},
): ComposedRoute {
  return {
    path,
    id,
    remote: id.slice(0, id.indexOf('/')),
    access,
    indexable: access === 'public' || access === 'public-only',
    sitemap: false,
    api: id.startsWith('catalog/'),
    ...extra,
  };
}

/** A composition as the shell's server assembles it from the remotes' published routes (a few of them). */
export const TEST_COMPOSITION: Composition = {
  remotes: {
    catalog: { browser: 'http://127.0.0.1:3001/mf-manifest.json' },
    auth: { browser: 'http://127.0.0.1:3002/mf-manifest.json' },
    profile: { browser: 'http://127.0.0.1:3003/mf-manifest.json' },
    content: { browser: 'http://127.0.0.1:3004/mf-manifest.json' },
  },
  routes: [
    route('/acheter', 'catalog/BuyPage', 'public'),
    route('/louer', 'catalog/RentPage', 'public', {
      meta: meta(
        'seo.rent',
        ['Louer une propriété au Cameroun | Immo237', 'Rent a property in Cameroon | Immo237'],
        ['Appartements, studios et maisons à louer.', 'Flats, studios and houses to rent.'],
      ),
      sitemap: true,
    }),
    route('/search', 'catalog/SearchPage', 'public'),
    route('/details/:slug', 'catalog/PropertyDetailPage', 'public'),
    route('/login', 'auth/LoginPage', 'public-only', {
      meta: meta('seo.login', ['Connexion | Immo237', 'Sign in | Immo237'], ['Connectez-vous.', 'Sign in.']),
    }),
    route('/reset-password', 'auth/ResetPasswordPage', 'public', {
      indexable: false,
      meta: meta(
        'seo.resetPassword',
        ['Nouveau mot de passe | Immo237', 'New password | Immo237'],
        ['Choisissez un mot de passe.', 'Choose a password.'],
      ),
    }),
    route('/faq', 'content/FaqPage', 'public'),
    route('/profile/*', 'profile/ProfileArea', 'signed-in', {
      indexable: false,
      api: true,
      menu: [
        { to: '/profile', label: text('Mon Profil', 'My profile'), order: 1 },
        { to: '/profile/favorites', label: text('Favoris', 'Favourites'), order: 2 },
      ],
    }),
    route('/admin/*', 'admin/AdminArea', 'admin', {
      indexable: false,
      menu: [{ to: '/admin', label: text('Administration', 'Administration'), order: 10 }],
    }),
  ],
  slots: { 'home.featured': 'catalog/FeaturedProperties' },
  unavailable: [],
};
