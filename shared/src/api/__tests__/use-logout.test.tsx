import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { AppToaster, toast } from '@immo237/shared/toast';
import { loadApiClient } from '../client';
import { readAccessToken, readRefreshToken } from '../token-storage';
import { useLogout, type LogoutOptions } from '../use-logout';
import { REFRESH_1, resetSession, signIn } from './helpers';

let mock: MockAdapter;
beforeEach(async () => {
  resetSession();
  mock = new MockAdapter(await loadApiClient());
  signIn();
});
afterEach(() => {
  mock.restore();
  // react-hot-toast keeps its toasts between renders.
  act(() => toast.remove());
});

/** The shell's guards, in short: a signed-in page sends a visitor without a session to the sign-in, and back. */
function SignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore(hasValidSession);
  const { pathname } = useLocation();
  return signedIn ? children : <Navigate to={`/login?redirect=${encodeURIComponent(pathname)}`} replace />;
}
function PublicOnly({ children }: { children: ReactNode }) {
  return useAuthStore(hasValidSession) ? <Navigate to="/profile" replace /> : children;
}

function LogoutButton({ to, options }: { to: string; options: LogoutOptions }) {
  const logout = useLogout(to, options);
  return (
    <button type="button" onClick={() => void logout()}>
      Déconnexion
    </button>
  );
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{`${pathname}${search}`}</output>;
}

/** Signed in on /profile, as the shell draws it: a router that renders route changes without a transition. */
function renderProfile(to: string, options: LogoutOptions) {
  return render(
    <>
      <AppToaster />
      <MemoryRouter initialEntries={['/', '/profile']} initialIndex={1} useTransitions={false}>
        <Routes>
          <Route path="/" element={<p>Accueil</p>} />
          <Route
            path="/profile"
            element={
              <SignedIn>
                <LogoutButton to={to} options={options} />
              </SignedIn>
            }
          />
          <Route
            path="/login"
            element={
              <PublicOnly>
                <p>Connexion</p>
              </PublicOnly>
            }
          />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

it('on a signed-in page, lands on its destination, not on the sign-in the page would send it to', async () => {
  mock.onPost('/auth/logout').reply(200, { statusCode: 'SUCCESS', data: null });
  renderProfile('/', { message: 'Déconnexion réussie', toastId: 'logout' });
  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(currentPath()).toBe('/');
  expect(screen.getByText('Accueil')).toBeInTheDocument();
  expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(JSON.parse(mock.history.post![0]!.data as string)).toEqual({ refreshToken: REFRESH_1 });
});

it('to a public-only page: the store and the token storage are cleared at once, and the guard lets it in', async () => {
  // The API never answers: the local sign-out does not wait for it.
  mock.onPost('/auth/logout').reply(() => new Promise(() => undefined));
  renderProfile('/login', { replace: true, message: 'Déconnexion réussie', toastId: 'profile-logout' });
  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  expect(readAccessToken()).toBeNull();
  expect(readRefreshToken()).toBeNull();
  expect(currentPath()).toBe('/login');
  expect(screen.getByText('Connexion')).toBeInTheDocument();
  expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
});

it('signs out even when the API cannot be reached', async () => {
  mock.onPost('/auth/logout').networkError();
  renderProfile('/', { message: 'Déconnexion réussie', toastId: 'logout' });
  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(currentPath()).toBe('/');
});
