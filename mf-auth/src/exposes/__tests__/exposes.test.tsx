import { act, screen } from '@testing-library/react';
import { setLanguage } from '@immo237/shared/i18n';
import { renderRoute } from '../../test-utils/render-route';
import ForgotPasswordPage from '../forgot-password-page';
import LoginPage from '../login-page';
import RegisterPage from '../register-page';
import ResetPasswordPage from '../reset-password-page';
import VerifyEmailPage from '../verify-email-page';

describe('auth exposes', () => {
  it.each([
    ['LoginPage', LoginPage, 'Connexion à votre compte'],
    ['RegisterPage', RegisterPage, 'Créer un compte'],
    ['VerifyEmailPage', VerifyEmailPage, "Vérification de l'e-mail"],
    ['ForgotPasswordPage', ForgotPasswordPage, 'Mot de passe oublié'],
    ['ResetPasswordPage', ResetPasswordPage, 'Nouveau mot de passe'],
  ])('%s shows its French title as the page h1', (_name, Page, title) => {
    renderRoute(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches to the complete English namespace', async () => {
    await act(() => setLanguage('en'));
    try {
      renderRoute(<LoginPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
