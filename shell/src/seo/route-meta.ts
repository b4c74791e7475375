import { matchPath } from 'react-router-dom';

export type MetaKey =
  | 'home'
  | 'buy'
  | 'rent'
  | 'land'
  | 'search'
  | 'agents'
  | 'contact'
  | 'faq'
  | 'faq2'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'profile'
  | 'blog'
  | 'error'
  | 'notFound';

/**
 * Title and description of each route (spec §2). Listing pages (/details/{slug}, /property/{id}) are absent on
 * purpose: the server writes their own title into the HTML and the catalogue page keeps it up to date.
 */
const ROUTE_META: readonly { path: string; key: MetaKey; index?: boolean }[] = [
  { path: '/', key: 'home' },
  { path: '/acheter', key: 'buy' },
  { path: '/louer', key: 'rent' },
  { path: '/terrains', key: 'land' },
  { path: '/search', key: 'search' },
  { path: '/properties', key: 'search' },
  { path: '/agents', key: 'agents' },
  { path: '/contact', key: 'contact' },
  { path: '/faq', key: 'faq' },
  { path: '/faq2', key: 'faq2' },
  { path: '/login', key: 'login' },
  { path: '/register', key: 'register' },
  { path: '/forgot-password', key: 'forgotPassword' },
  { path: '/reset-password', key: 'resetPassword' },
  { path: '/auth/verify-email', key: 'verifyEmail' },
  { path: '/profile/*', key: 'profile' },
  { path: '/blog', key: 'blog' },
  { path: '/error', key: 'error' },
];

const OWN_TITLE = ['/details/:slug', '/property/:id'];

/** The meta key of a path; `null` for pages that set their own; 'notFound' for anything unknown. */
export function metaKeyFor(pathname: string): MetaKey | null {
  if (OWN_TITLE.some((path) => matchPath(path, pathname))) return null;
  return ROUTE_META.find((route) => matchPath(route.path, pathname))?.key ?? 'notFound';
}

/**
 * Pages search engines may index. Login and signup are public entry points people search for ("Immo237
 * connexion"), so they are indexable (not in the sitemap, which lists content pages); one-time and private pages
 * (reset, verification, profile) and error screens are not.
 */
export function isIndexable(key: MetaKey): boolean {
  return !['forgotPassword', 'resetPassword', 'verifyEmail', 'profile', 'error', 'notFound'].includes(key);
}
