import { matchPath } from 'react-router-dom';
import type { RemoteModuleId } from '../federation/remote-names';

export type Access = 'public' | 'public-only' | 'signed-in';

export interface RemoteRoute {
  path: string;
  remote: RemoteModuleId;
  access: Access;
}

/** Every route served by a remote (spec §2). The shell's own pages (home, blog, errors) are in routes.tsx. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/login', remote: 'auth/LoginPage', access: 'public-only' },
  { path: '/register', remote: 'auth/RegisterPage', access: 'public-only' },
  { path: '/forgot-password', remote: 'auth/ForgotPasswordPage', access: 'public-only' },
  { path: '/reset-password', remote: 'auth/ResetPasswordPage', access: 'public' },
  { path: '/auth/verify-email', remote: 'auth/VerifyEmailPage', access: 'public' },
  { path: '/acheter', remote: 'catalog/BuyPage', access: 'public' },
  { path: '/louer', remote: 'catalog/RentPage', access: 'public' },
  { path: '/terrains', remote: 'catalog/LandPage', access: 'public' },
  { path: '/search', remote: 'catalog/SearchPage', access: 'public' },
  { path: '/properties', remote: 'catalog/SearchPage', access: 'public' },
  { path: '/details/:slug', remote: 'catalog/PropertyDetailPage', access: 'public' },
  { path: '/property/:id', remote: 'catalog/PropertyRedirect', access: 'public' },
  { path: '/agents', remote: 'content/AgentsPage', access: 'public' },
  { path: '/contact', remote: 'content/ContactPage', access: 'public' },
  { path: '/faq', remote: 'content/FaqPage', access: 'public' },
  { path: '/faq2', remote: 'content/Faq2Page', access: 'public' },
  { path: '/profile/*', remote: 'profile/ProfileArea', access: 'signed-in' },
];

/** The remote module a link leads to, for preloading it on intent. */
export function remoteModuleFor(to: string): RemoteModuleId | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname))?.remote;
}

/** What the home page's first render needs from a remote. */
export const HOME_REMOTE_MODULE: RemoteModuleId = 'catalog/FeaturedProperties';

/**
 * The remote module the page at `pathname` will render, if the visitor may see it (a signed-in page redirects a
 * signed-out visitor, a public-only page a signed-in one): the shell starts loading it while React starts.
 */
export function remoteModuleAtStart(pathname: string, signedIn: boolean): RemoteModuleId | undefined {
  if (pathname === '/') return HOME_REMOTE_MODULE;
  const route = REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return undefined;
  if (route.access === 'signed-in' && !signedIn) return undefined;
  if (route.access === 'public-only' && signedIn) return undefined;
  return route.remote;
}

/** Pages whose first render asks the API for data (listings, the profile): their HTTP client is worth warming. */
export function callsApiAtStart(id: RemoteModuleId): boolean {
  return id.startsWith('catalog/') || id.startsWith('profile/');
}
