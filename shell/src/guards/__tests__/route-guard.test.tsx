import { screen } from '@testing-library/react';
import { AUTH_STORAGE_KEY, useAuthStore } from '@immo237/shared/auth';
import { renderRoutes, LocationProbe } from '../../test/render';
import { RouteGuard } from '../route-guard';

const routes = [
  {
    path: '/profile/*',
    element: (
      <RouteGuard access="signed-in">
        <h1>Espace profil</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/login',
    element: (
      <RouteGuard access="public-only">
        <h1>Connexion à votre compte</h1>
        <LocationProbe />
      </RouteGuard>
    ),
  },
  {
    path: '/admin/*',
    element: (
      <RouteGuard access="admin">
        <h1>Tableau de bord</h1>
      </RouteGuard>
    ),
  },
  { path: '*', element: <LocationProbe /> },
];

const user = { id: 'u1', email: 'awa@example.cm', firstName: 'Awa', lastName: 'Njoya' };

beforeEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
});

describe('RouteGuard', () => {
  it('sends a signed-out visitor to /login and remembers where they were going', async () => {
    renderRoutes(routes, '/profile/articles?page=2');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/profile/articles?page=2')}`,
    );
  });

  it('lets a visitor with a stored user id and token in', async () => {
    useAuthStore.getState().login(user, 'access-token');
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { name: 'Espace profil' })).toBeInTheDocument();
  });

  it('refuses a user without an id, or a user without a token', async () => {
    useAuthStore.setState({ user: { ...user, id: '' }, token: 'access-token', isAuthenticated: true });
    const first = renderRoutes(routes, '/profile');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile');
    first.unmount();
    useAuthStore.setState({ user, token: null, isAuthenticated: true });
    renderRoutes(routes, '/profile');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile');
  });

  it('sends a signed-in user away from public-only pages to /', async () => {
    useAuthStore.getState().login(user, 'access-token');
    renderRoutes(routes, '/login');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user on to a safe redirect target, never to another site', async () => {
    useAuthStore.getState().login(user, 'access-token');
    const first = renderRoutes(
      routes,
      `/login?redirect=${encodeURIComponent('/profile/favorites?tri=prix')}`,
    );
    expect(await screen.findByRole('heading', { name: 'Espace profil' })).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, `/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows public-only pages to signed-out visitors', async () => {
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Connexion à votre compte' })).toBeInTheDocument();
  });

  it('clears corrupt stored auth data instead of crashing', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    await useAuthStore.persist.rehydrate();
    renderRoutes(routes, '/profile');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBe('{not json');
  });

  it('keeps the admin area for administrators: a visitor signs in first, a user gets the 403 screen', async () => {
    const view = renderRoutes(routes, '/admin/journal');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/admin/journal')}`,
    );
    view.unmount();
    useAuthStore.getState().login(user, 'token');
    const second = renderRoutes(routes, '/admin/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès interdit' })).toBeInTheDocument();
    second.unmount();
    useAuthStore.getState().login({ ...user, role: 'ADMIN' }, 'token');
    renderRoutes(routes, '/admin/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
