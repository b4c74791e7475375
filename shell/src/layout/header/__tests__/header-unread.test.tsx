import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { getUnreadConversations } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { browserQueryClient, resetBrowserQueryClient, unreadConversationsKey } from '@immo237/shared/data';
import { i18n } from '@immo237/shared/i18n';
import type { Composition } from '@immo237/shared/routes';
import { setComposition } from '../../../app/route-table';
import { TEST_COMPOSITION } from '../../../test/composition';
import { Providers, renderRoutes } from '../../../test/render';
import { Header } from '../header';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  getUnreadConversations: jest.fn(),
  // A session started by a real sign-in: the count is asked for.
  readAccessToken: jest.fn(() => 'access-token'),
}));
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../../test/federation-runtime').runtimeMockWithPendingRemotes(),
);

// The profile remote's menu with its 'Discussions' entry, as it declares it.
const WITH_DISCUSSIONS: Composition = {
  ...TEST_COMPOSITION,
  routes: TEST_COMPOSITION.routes.map((route) =>
    route.menu?.some((entry) => entry.to === '/profile')
      ? {
          ...route,
          menu: [
            ...route.menu,
            { to: '/profile/discussions', label: { fr: 'Discussions', en: 'Discussions' }, order: 3 },
          ],
        }
      : route,
  ),
};
setComposition(WITH_DISCUSSIONS);

const unread = jest.mocked(getUnreadConversations);
const user = { id: 'u1', email: 'awa@example.cm', firstName: 'Awa', lastName: 'Njoya' };
const routes = [{ path: '*', element: <Header /> }];
const signIn = () => act(() => useAuthStore.getState().login(user, 'token'));

beforeEach(() => {
  act(() => useAuthStore.getState().logout());
  localStorage.clear();
  resetBrowserQueryClient();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});

describe('the unread messages in the header', () => {
  it('puts a badge on the account button and the count beside Discussions, both said in words', async () => {
    unread.mockResolvedValue(3);
    signIn();
    renderRoutes(routes, '/');
    const toggle = await screen.findByRole('button', {
      name: 'Menu du compte de Awa Njoya 3 messages non lus',
    });
    // The badge itself is decoration (the name says it): the number over the avatar.
    expect(within(toggle).getByText('3')).toHaveAttribute('data-unread-badge');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Discussions 3 messages non lus' })).toHaveAttribute(
      'href',
      '/profile/discussions',
    );
    // Only the discussions' entry carries the count.
    expect(screen.getByRole('link', { name: 'Mon Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Favoris' })).toBeInTheDocument();
  });

  it('says it in English, one message in the singular', async () => {
    unread.mockResolvedValue(1);
    await act(() => i18n.changeLanguage('en'));
    signIn();
    renderRoutes(routes, '/');
    const toggle = await screen.findByRole('button', { name: 'Account menu of Awa Njoya 1 unread message' });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Discussions 1 unread message' })).toBeInTheDocument();
  });

  it('shows no badge and no count when nothing is unread', async () => {
    unread.mockResolvedValue(0);
    signIn();
    renderRoutes(routes, '/');
    await waitFor(() => expect(unread).toHaveBeenCalledTimes(1));
    const toggle = screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' });
    expect(toggle.querySelector('[data-unread-badge]')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Discussions' })).toHaveAttribute('href', '/profile/discussions');
  });

  it('asks nothing and shows no badge while signed out', () => {
    renderRoutes(routes, '/');
    expect(screen.queryByRole('button', { name: /Menu du compte/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-unread-badge]')).toBeNull();
    expect(unread).not.toHaveBeenCalled();
  });

  it('adds the badge after the hydration of a header the server drew, without a mismatch', async () => {
    unread.mockResolvedValue(2);
    // The count already in the page's cache: it could be drawn in the very first render, and must still wait.
    browserQueryClient().setQueryData(unreadConversationsKey('u1'), 2);
    const page = (
      <Providers>
        <MemoryRouter initialEntries={['/']} useTransitions={false}>
          <Header />
        </MemoryRouter>
      </Providers>
    );
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.session = '1';
    document.body.appendChild(root);
    // The server never knows the session: the account area is neutral, without a badge.
    root.innerHTML = renderToString(page);
    expect(root.querySelector('[data-unread-badge]')).toBeNull();
    signIn();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('button', { name: 'Menu du compte de Awa Njoya 2 messages non lus' }),
    ).toBeInTheDocument();
    document.body.removeChild(root);
  });
});
