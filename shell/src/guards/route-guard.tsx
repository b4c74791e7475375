import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasValidSession, safeRedirect, useAuthStore } from '@immo237/shared/auth';
import type { Access } from '../app/route-table';
import { ClientOnly } from '../app/client-only';
import { StatusScreen } from '../errors/status-screen';
import { PageLoading } from '../layout/page-loading';

/**
 * signed-in: a stored user with an id and a token, else /login?redirect=<where the visitor was going>.
 * admin: the same, and the user's role is ADMIN, else the 403 screen (the API checks the role on every call).
 * public-only: a signed-in user is sent on to the page that asked for the sign-in (a safe local `redirect`),
 * else home — the guard reacts to the store before the login page's own navigation, so it must know the target.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  // The server does not see the session (it lives in the browser's storage): it sends the frame with a loading
  // state and the browser decides.
  if (access === 'signed-in' || access === 'admin') {
    return (
      <ClientOnly what="a signed-in page" fallback={<PageLoading />}>
        <SessionGuard access={access}>{children}</SessionGuard>
      </ClientOnly>
    );
  }
  return <SessionGuard access={access}>{children}</SessionGuard>;
}

function SessionGuard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = useAuthStore(hasValidSession);
  const isAdmin = useAuthStore((state) => state.user?.role === 'ADMIN');
  const location = useLocation();
  if ((access === 'signed-in' || access === 'admin') && !signedIn) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (access === 'admin' && !isAdmin) return <StatusScreen status={403} />;
  if (access === 'public-only' && signedIn) {
    const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
