import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import { App } from '../../app/app';
import { setComposition } from '../../app/route-table';
import { TEST_COMPOSITION } from '../../test/composition';
import '../../i18n';

// The user menu asks for the unread messages: none here, and no request leaves the test.
jest.mock('@immo237/shared/api', () => jest.requireActual('../../test/api-mock').apiWithoutUnread());

// The profile remote never arrives: the page stays on its loading state, behind the signed-in guard.
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../test/federation-runtime').runtimeMockWithPendingRemotes(),
);

initI18n();
setComposition(TEST_COMPOSITION);

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top after each route change.
  window.scrollTo = jest.fn();
  act(() => useAuthStore.getState().logout());
});

// The header's logout (useLogout from @immo237/shared/api) in the whole shell, its BrowserRouter, routes and guard:
// with route changes rendered as transitions, the protected page's guard would see the signed-out store first and
// send the visitor to /login?redirect=…. No refresh token is stored, so nothing is sent to the API.
it('signing out on a protected page of the shell ends on the home page, not on /login', async () => {
  window.history.pushState({}, '', '/profile');
  act(() =>
    useAuthStore
      .getState()
      .login({ id: 'u1', email: 'awa@example.cm', firstName: 'Awa', lastName: 'Njoya' }, 'token'),
  );
  render(<App composition={TEST_COMPOSITION} />);
  await userEvent.click(screen.getByRole('button', { name: 'Menu du compte de Awa Njoya' }));
  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  expect(window.location.pathname).toBe('/');
  expect(window.location.search).toBe('');
});
