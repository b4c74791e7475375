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
