import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@immo237/shared/auth';
import { setComposition } from '../../../app/route-table';
import { TEST_COMPOSITION } from '../../../test/composition';
import { Providers } from '../../../test/render';
import { AWA, startEachTestSignedOut } from '../../../test/session';
import { Header } from '../header';

setComposition(TEST_COMPOSITION);

// The user menu asks for the unread messages: none here, and no request leaves the test.
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test/api-mock').apiWithoutUnread());

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../../test/federation-runtime').runtimeMockWithPendingRemotes(),
);

function Page() {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <Header />
      </MemoryRouter>
    </Providers>
  );
}

/** The header as the server drew it (`hinted`: the browser said it holds a session), in the page's #root. */
function drawnByTheServer(hinted: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (hinted) root.dataset.session = '1';
  document.body.appendChild(root);
  root.innerHTML = renderToString(<Page />);
  return root;
}

async function hydrate(root: HTMLElement) {
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(root, <Page />, { onRecoverableError: recoverable });
  });
  return recoverable;
}

startEachTestSignedOut();
afterEach(() => {
  document.body.innerHTML = '';
});

describe("the header's account area before the page is live", () => {
  it('is neutral for a browser holding a session, then its menu, without a hydration mismatch', async () => {
    act(() => useAuthStore.getState().login(AWA, 'access-token'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = drawnByTheServer(true);
    expect(root.textContent).not.toMatch(/Connexion|Inscription/);
    expect(root.querySelector('[data-account-placeholder]')).not.toBeNull();
    expect(root.textContent).not.toContain('Awa');
    const recoverable = await hydrate(root);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Menu du compte de/ })).toHaveTextContent('Awa Njoya');
    expect(root.querySelector('[data-account-placeholder]')).toBeNull();
    expect(screen.queryByText('Connexion')).toBeNull();
    errors.mockRestore();
  });

  it('shows the sign-in links once live when the hint was stale (no session in the store)', async () => {
    const root = drawnByTheServer(true);
    const recoverable = await hydrate(root);
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('[data-account-placeholder]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion', hidden: true })).toHaveAttribute('href', '/login');
  });

  it('offers Connexion and Inscription to a browser without the hint', () => {
    const root = drawnByTheServer(false);
    expect(root.textContent).toContain('Connexion');
    expect(root.textContent).toContain('Inscription');
    expect(root.querySelector('[data-account-placeholder]')).toBeNull();
  });
});
