import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@immo237/shared/auth';
import { ApiError, readAccessToken, readRefreshToken, type LoginResult } from '@immo237/shared/api';
import LoginPage from '../pages/login-page';
import { renderRoute } from '../../../test-utils/render-route';
import { resetBetweenTests } from '../../../test-utils/reset';
import { login } from '../api/login';

jest.mock('../api/login', () => ({ login: jest.fn() }));
const loginMock = jest.mocked(login);

const result = {
  id: 'u-1',
  email: 'awa@example.cm',
  firstName: 'Awa',
  lastName: 'Njoya',
  accessToken: { token: 'access-token-value', expiresIn: 900 },
  refreshToken: { token: 'refresh-token-value', expiresIn: 3600 },
} as LoginResult;

const renderLogin = (url = '/login') => renderRoute(<LoginPage />, { path: '/login', url });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Adresse e-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

jest.setTimeout(20_000);

afterEach(() => {
  resetBetweenTests();
  loginMock.mockReset();
});

describe('login page', () => {
  it('lists every field error at the top and under each field, without calling the API', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Erreurs dans le formulaire :')).toBeInTheDocument();
    expect(within(summary).getByText("L'email est requis")).toBeInTheDocument();
    expect(within(summary).getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAccessibleDescription("L'email est requis");
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription('Le mot de passe est requis');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('says "Email invalide" and asks for 6 characters', async () => {
    renderLogin();
    await fillAndSubmit('awa@', '12345');
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAccessibleDescription('Email invalide');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^Mot de passe/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('has the remember-me box and the links to /register and /forgot-password', () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('disables the buttons and turns global loading on while signing in', async () => {
    let finish: (value: LoginResult) => void = () => undefined;
    loginMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderLogin();
    await fillAndSubmit('awa@example.cm', 'secret1');
    expect(screen.getByRole('button', { name: /Se connecter/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    expect(useAuthStore.getState().isLoading).toBe(true);
    finish(result);
    await screen.findByTestId('location');
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('on failure toasts "Email ou mot de passe incorrect" and keeps what was typed', async () => {
    loginMock.mockRejectedValue(new ApiError({ code: 'PASSWORDS_MISMATCH', status: 401, message: 'x' }));
    renderLogin();
    await fillAndSubmit('awa@example.cm', 'wrong-pass');
    expect(await screen.findByText('Email ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('awa@example.cm');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('wrong-pass');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('tells an account disabled by an administrator so', async () => {
    loginMock.mockRejectedValue(new ApiError({ code: 'USER_DISABLED_BY_ADMIN', status: 403, message: 'x' }));
    renderLogin();
    await fillAndSubmit('awa@example.cm', 'Motdepasse1');
    expect(
      await screen.findByText(
        'Ce compte a été désactivé par un administrateur. Écrivez-nous depuis la page Contact.',
      ),
    ).toBeInTheDocument();
  });

  it('on success stores user and tokens, toasts and goes to the redirect path', async () => {
    loginMock.mockResolvedValue(result);
    renderLogin('/login?redirect=%2Fprofile%2Farticles%3Fpage%3D2');
    await fillAndSubmit(' awa@example.cm ', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/articles?page=2');
    expect(loginMock).toHaveBeenCalledWith('awa@example.cm', 'secret1');
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-token-value', isAuthenticated: true });
    expect(useAuthStore.getState().user).toMatchObject({ id: 'u-1', firstName: 'Awa' });
    expect(readAccessToken()).toBe('access-token-value');
    expect(readRefreshToken()).toBe('refresh-token-value');
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
  });

  it.each(['//evil.com', 'https://evil.com/x', 'javascript:alert(1)'])(
    'ignores the foreign redirect %s and goes to /',
    async (redirect) => {
      loginMock.mockResolvedValue(result);
      renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
      await fillAndSubmit('awa@example.cm', 'secret1');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it.each([
    ['Google', "La connexion avec Google n'est pas encore disponible"],
    ['Facebook', "La connexion avec Facebook n'est pas encore disponible"],
  ])('marks %s Coming Soon and says it is not available yet', async (provider, message) => {
    renderLogin();
    const button = screen.getByRole('button', { name: new RegExp(provider) });
    expect(within(button).getByText('Coming Soon')).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('tells a new user where the confirmation e-mail went', () => {
    renderRoute(<LoginPage />, { path: '/login', state: { registeredEmail: 'new@example.cm' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Un e-mail de confirmation a été envoyé à new@example.cm.',
    );
  });
});
