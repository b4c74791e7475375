import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUnreadConversations, readAccessToken } from '@immo237/shared/api';
import { AUTH_STORAGE_KEY, useAuthStore } from '@immo237/shared/auth';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { setLanguage } from '@immo237/shared/i18n';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import ProfileArea from '../../exposes/profile-area';

// The pages read the API on mount; here only the frame matters, so every read answers empty.
jest.mock('../../lib/api/get-user-profile', () => ({ getUserProfile: jest.fn(() => new Promise(() => {})) }));
jest.mock('../../lib/api/get-my-messages', () => ({
  getMyMessages: jest.fn(async () => ({ items: [], total: 0, page: 1, limit: 10 })),
}));
jest.mock('../../lib/api/list-my-products', () => ({
  listMyProducts: jest.fn(async () => ({ items: [], total: 0, page: 1, limit: 50 })),
}));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listFavourites: jest.fn(async () => []),
  getUnreadConversations: jest.fn(async () => 0),
  // No session a real sign-in started: the panels and the unread count ask nothing, unless a test says otherwise.
  readAccessToken: jest.fn(() => null),
}));
jest.mock('../../features/alerts/api/list-alerts', () => ({ listAlerts: jest.fn(async () => []) }));
jest.mock('../../features/message-mails/api/get-message-mails', () => ({
  getMessageMails: jest.fn(async () => ({ enabled: true })),
}));
jest.mock('../../features/discussions/api/list-conversations', () => ({
  listConversations: jest.fn(async () => ({ items: [], meta: { total: 0, page: 1, limit: 20, unread: 0 } })),
}));
// An opened thread stays loading: its own tests are the feature's.
jest.mock('../../features/discussions/api/get-conversation', () => ({
  getConversation: jest.fn(() => new Promise(() => {})),
}));
jest.mock('../../features/discussions/api/list-messages', () => ({
  listMessages: jest.fn(() => new Promise(() => {})),
}));
jest.mock('../../features/discussions/api/mark-conversation-read', () => ({
  markConversationRead: jest.fn(() => new Promise(() => {})),
}));

const currentPath = () => screen.getByRole('status', { name: 'current location' }).textContent;

/** Mounts the area the way the shell does (`/profile/*`), with a stand-in to land on after logout. */
const renderProfile = (url = '/profile') =>
  renderRoute(<ProfileArea />, {
    path: '/profile/*',
    url,
    toaster: true,
    otherwise: <p>login</p>,
    showLocation: true,
  });

afterEach(() => {
  act(() => toast.remove());
});

describe('ProfileArea', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBrowserQueryClient();
    useAuthStore
      .getState()
      .login({ id: 7, email: 'awa@example.cm', firstName: 'Awa', lastName: 'Nkono' }, 'jwt');
  });

  it.each([
    ['/profile', 'Mon profil'],
    ['/profile/articles', 'Mes biens'],
    ['/profile/dashboard', 'Mes biens'],
    ['/profile/messages', 'Messages'],
    ['/profile/sales', 'Ventes'],
    ['/profile/discussions', 'Discussions'],
    ['/profile/discussions/c1', 'Discussions'],
    ['/profile/favorites', 'Mes favoris'],
    ['/profile/alertes', 'Mes alertes'],
  ])('%s shows the page titled %s', async (url, title) => {
    renderProfile(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("offers 'Économiseur de données' on the profile, the same choice as the footer's", async () => {
    renderProfile('/profile');
    const panel = within(await screen.findByRole('region', { name: 'Consommation de données' }));
    const saver = panel.getByRole('checkbox', { name: 'Économiseur de données' });
    expect(saver).not.toBeChecked();
    await userEvent.click(saver);
    expect(saver).toBeChecked();
    expect(document.cookie).toMatch(/(?:^|; )immo237-data-saver=1(?:;|$)/);
    await userEvent.click(saver);
    expect(document.cookie).toMatch(/(?:^|; )immo237-data-saver=0(?:;|$)/);
  });

  it('has a menu linking to every page, relative to /profile, with the current one marked', () => {
    renderProfile('/profile/sales');
    const menu = within(screen.getByRole('navigation', { name: "Menu de l'espace profil" }));
    const expected = [
      ['Profil', '/profile'],
      ['Mes biens', '/profile/articles'],
      ['Ventes', '/profile/sales'],
      ['Discussions', '/profile/discussions'],
      ['Mes visites', '/profile/visites'],
      ['Favoris', '/profile/favorites'],
      ['Vus récemment', '/profile/vus-recemment'],
      ['Mes alertes', '/profile/alertes'],
      ['Messages', '/profile/messages'],
    ];
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected,
    );
    expect(menu.getByRole('link', { name: 'Ventes' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current');
  });

  it("shows the unread messages beside 'Discussions', read out as such", async () => {
    jest.mocked(readAccessToken).mockReturnValue('access-token');
    jest.mocked(getUnreadConversations).mockResolvedValueOnce(3);
    renderProfile('/profile/sales');
    const menu = within(screen.getByRole('navigation', { name: "Menu de l'espace profil" }));
    expect(await menu.findByRole('link', { name: 'Discussions 3 messages non lus' })).toHaveAttribute(
      'href',
      '/profile/discussions',
    );
    expect(menu.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(getUnreadConversations).toHaveBeenCalled();
  });

  it('navigates between pages from the menu', async () => {
    renderProfile('/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Favoris' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes favoris' })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile/favorites');
  });

  it("shows the signed-in user's name, and placeholders without one", () => {
    renderProfile('/profile');
    const menu = within(screen.getByRole('complementary'));
    expect(menu.getByText('Awa Nkono')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: null }));
    expect(menu.getByText('Utilisateur Immo237')).toBeInTheDocument();
  });

  it('Déconnexion clears the store and its storage, says so and goes to /login', async () => {
    renderProfile('/profile/articles');
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends an unknown sub-path back to the profile home', async () => {
    renderProfile('/profile/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile');
  });

  it('switches to the complete English namespace', async () => {
    await act(() => setLanguage('en'));
    try {
      renderProfile('/profile/favorites');
      expect(await screen.findByRole('heading', { level: 1, name: 'My favourites' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
