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
import { OUTBOX_KEY } from '../../offline/outbox-key';
import { REFRESH_1, resetSession, signIn, user } from './helpers';

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

/** The question a page gives for messages still waiting (its own translated text). */
const askAboutWaiting = (count: number) => `${count} message(s) en attente : se déconnecter quand même ?`;

/** Signed in on /profile, as the shell draws it: a router that renders route changes without a transition. */
function renderProfile(to: string, given: Omit<LogoutOptions, 'waitingQuestion'>) {
  const options: LogoutOptions = { ...given, waitingQuestion: askAboutWaiting };
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

describe('with messages written offline still waiting to be sent', () => {
  const waiting = (account: string, id: string) => ({
    id,
    kind: 'reply',
    target: 'thread-1',
    message: `Toujours disponible ? (${id})`,
    account,
    queuedAt: Date.now(),
  });
  let online: jest.SpyInstance<boolean, []>;
  let confirm: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    online = jest.spyOn(window.navigator, 'onLine', 'get');
    confirm = jest.spyOn(window, 'confirm');
  });
  afterEach(() => {
    online.mockRestore();
    confirm.mockRestore();
    localStorage.removeItem(OUTBOX_KEY);
  });

  it('offline: asks before dropping them, and a "no" keeps the session and the messages', async () => {
    online.mockReturnValue(false);
    confirm.mockReturnValue(false);
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([waiting(user.id, 'a'), waiting(user.id, 'b'), waiting('someone-else', 'c')]),
    );
    renderProfile('/', { message: 'Déconnexion réussie', toastId: 'logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('2 message(s) en attente : se déconnecter quand même ?'),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(currentPath()).toBe('/profile');
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(3);
    expect(mock.history.post).toHaveLength(0);

    // Asked again, the visitor accepts: signed out.
    confirm.mockReturnValue(true);
    mock.onPost('/auth/logout').reply(200, { statusCode: 'SUCCESS', data: null });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(currentPath()).toBe('/');
  });

  it('online: sends them first, then signs out without asking', async () => {
    online.mockReturnValue(true);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([waiting(user.id, 'a')]));
    mock.onPost('/conversations/thread-1/messages').reply(201, {
      statusCode: 'SUCCESS',
      data: { id: 'm-1', conversationId: 'thread-1', message: 'Toujours disponible ? (a)' },
    });
    mock.onPost('/auth/logout').reply(200, { statusCode: 'SUCCESS', data: null });
    renderProfile('/', { message: 'Déconnexion réussie', toastId: 'logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(mock.history.post.map((call) => call.url)).toEqual([
      '/conversations/thread-1/messages',
      '/auth/logout',
    ]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('online but refused by the API: asks about the one that could not go', async () => {
    online.mockReturnValue(true);
    confirm.mockReturnValue(true);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([waiting(user.id, 'a')]));
    mock.onPost('/conversations/thread-1/messages').reply(409, {
      statusCode: 'CONVERSATION_CLOSED',
      message: 'Cette discussion est fermée.',
    });
    mock.onPost('/auth/logout').reply(200, { statusCode: 'SUCCESS', data: null });
    renderProfile('/', { message: 'Déconnexion réussie', toastId: 'logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('1 message(s) en attente : se déconnecter quand même ?');
  });
});
