import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasValidSession, safeRedirect, useAuthStore } from '@immo237/shared/auth';
import type { Access } from '../app/route-table';

/**
 * signed-in: a stored user with an id and a token, else /login?redirect=<where the visitor was going>.
 * public-only: a signed-in user is sent on to the page that asked for the sign-in (a safe local `redirect`),
 * else home — the guard reacts to the store before the login page's own navigation, so it must know the target.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = useAuthStore(hasValidSession);
  const location = useLocation();
  if (access === 'signed-in' && !signedIn) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (access === 'public-only' && signedIn) {
    const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
