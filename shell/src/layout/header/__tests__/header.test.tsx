import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@immo237/shared/auth';
import { setComposition } from '../../../app/route-table';
import { TEST_COMPOSITION } from '../../../test/composition';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { AWA, startEachTestSignedOut } from '../../../test/session';
import { Header } from '../header';

// The user menu's entries are the ones the profile remote declares.
setComposition(TEST_COMPOSITION);

// The user menu asks for the unread messages: none here, and no request leaves the test.
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test/api-mock').apiWithoutUnread());

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../../test/federation-runtime').runtimeMockWithPendingRemotes(),
);

const routes = [
  {
    path: '*',
    element: (
      <>
        <Header />
        <LocationProbe />
      </>
    ),
  },
];

startEachTestSignedOut();

describe('Header', () => {
  // jsdom matches no media query: the desktop bar is display:none there, as on a phone, hence `hidden: true`.
  it('links to the five sections, and to login and signup when signed out', () => {
    renderRoutes(routes, '/acheter');
    const nav = screen.getAllByRole('navigation', { name: 'Navigation principale', hidden: true })[0]!;
    for (const [name, href] of [
      ['Accueil', '/'],
      ['Acheter', '/acheter'],
      ['Louer', '/louer'],
      ['Terrains', '/terrains'],
      ['Agents', '/agents'],
    ]) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Acheter', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Connexion', hidden: true })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscription', hidden: true })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('searches /search?query=… with the trimmed text, and /search when empty', async () => {
    renderRoutes(routes, '/');
    const box = screen.getByRole('searchbox', { name: 'Rechercher une propriété' });
    expect(box).toHaveAttribute('placeholder', 'Rechercher une propriété…');
    await userEvent.type(box, '  appartement Yaoundé {enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=appartement+Yaound%C3%A9');
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la recherche' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
  });

  it('shows the user menu when signed in, with profile, favourites and a logout back to /', async () => {
    act(() => useAuthStore.getState().login(AWA, 'token'));
    renderRoutes(routes, '/agents');
    expect(screen.queryByRole('link', { name: 'Connexion', hidden: true })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' });
    // Label in name (axe label-content-name-mismatch): the name is built from the text on screen.
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(toggle).toHaveTextContent(/Awa Njoya$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mon Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/profile/favorites');
    localStorage.setItem('immo237-refresh-token', 'stale-half');
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    // The token storage is cleared too, not only the store.
    expect(localStorage.getItem('immo237-refresh-token')).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Connexion', hidden: true })).toBeInTheDocument();
  });

  it('asks before a logout that would drop messages written offline, and keeps the session on a no', async () => {
    const offline = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const waiting = {
      kind: 'reply',
      target: 'd1',
      message: 'Toujours libre ?',
      account: AWA.id,
      queuedAt: 1,
    };
    localStorage.setItem(
      'immo237-outbox',
      JSON.stringify([
        { ...waiting, id: 'a' },
        { ...waiting, id: 'b' },
      ]),
    );
    try {
      act(() => useAuthStore.getState().login(AWA, 'token'));
      renderRoutes(routes, '/agents');
      await userEvent.click(screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' }));
      await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
      await waitFor(() =>
        expect(confirm).toHaveBeenCalledWith(
          "2 messages attendent encore d'être envoyés : ils seront perdus si vous vous déconnectez maintenant. " +
            'Se déconnecter quand même ?',
        ),
      );
      expect(useAuthStore.getState().user).toEqual(AWA);
      expect(screen.getByTestId('location')).toHaveTextContent('/agents');
    } finally {
      offline.mockRestore();
      confirm.mockRestore();
      localStorage.removeItem('immo237-outbox');
    }
  });

  it('closes the user menu with Escape and gives focus back to its button', async () => {
    act(() => useAuthStore.getState().login(AWA, 'token'));
    renderRoutes(routes, '/');
    const toggle = screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Mon Profil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Mon Profil' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the user menu when Tab moves focus past its last item', async () => {
    act(() => useAuthStore.getState().login(AWA, 'token'));
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('link', { name: 'Mon Profil' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu in a drawer with the same links', async () => {
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Terrains' })).toHaveAttribute('href', '/terrains');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Terrains' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/terrains');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
