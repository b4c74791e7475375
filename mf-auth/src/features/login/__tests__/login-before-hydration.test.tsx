import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import LoginPage from '../pages/login-page';
import { resetBetweenTests } from '../../../test-utils/reset';
import { login } from '../api/login';

jest.mock('../api/login', () => ({ login: jest.fn() }));
const loginMock = jest.mocked(login);

jest.setTimeout(20_000);

type Held = Window & { __immo237Held?: Element[] };

function Page({ state }: { state?: unknown }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** /login as the server sent it (it never sees the browser's history), in the document, its script not run yet. */
function drawnByTheServer() {
  initI18n();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  return container;
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** What the start-up script does with a click on the submit button before the page is live: it keeps it. */
function clickHeld(container: HTMLElement) {
  const submit = container.querySelector<HTMLButtonElement>('button[data-awaits-script="submit"]')!;
  expect(submit).toHaveTextContent('Se connecter');
  (window as Held).__immo237Held = [submit];
}

afterEach(() => {
  resetBetweenTests();
  loginMock.mockReset();
  document.body.innerHTML = '';
  delete (window as Held).__immo237Held;
});

describe('/login before its script arrives', () => {
  it('validates an e-mail typed and sent before the page was live: every error, summary included', async () => {
    const container = drawnByTheServer();
    field(container, 'email').value = 'awa@';
    field(container, 'password').value = 'secret12';
    clickHeld(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Erreurs dans le formulaire :')).toBeInTheDocument();
    expect(within(summary).getByText('Email invalide')).toBeInTheDocument();
    expect(field(container, 'email').value).toBe('awa@');
    expect(field(container, 'password').value).toBe('secret12');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('sends what was typed when the click came before the page was live', async () => {
    loginMock.mockRejectedValue(new Error('offline'));
    const container = drawnByTheServer();
    field(container, 'email').value = 'awa@example.cm';
    field(container, 'password').value = 'secret12';
    clickHeld(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await waitFor(() => expect(loginMock).toHaveBeenCalledWith('awa@example.cm', 'secret12'));
  });

  it('shows the sign-up notice from the history once live, without a hydration mismatch or losing what was typed', async () => {
    const errors = jest.spyOn(console, 'error');
    const container = drawnByTheServer();
    expect(container).not.toHaveTextContent('Un e-mail de confirmation a été envoyé');
    field(container, 'email').value = 'awa@example.cm';
    await act(async () => {
      hydrateRoot(container, <Page state={{ registeredEmail: 'awa@example.cm' }} />);
    });
    expect(
      await screen.findByText(/Un e-mail de confirmation a été envoyé à awa@example.cm/),
    ).toBeInTheDocument();
    expect(field(container, 'email').value).toBe('awa@example.cm');
    const hydrationErrors = errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])));
    expect(hydrationErrors).toEqual([]);
    errors.mockRestore();
  });
});
