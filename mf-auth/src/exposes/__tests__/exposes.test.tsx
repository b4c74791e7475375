import { checkExposedPages } from '@immo237/shared/test-utils/exposed-pages';
import { renderRoute } from '../../test-utils/render-route';
import ForgotPasswordPage from '../forgot-password-page';
import LoginPage from '../login-page';
import RegisterPage from '../register-page';
import ResetPasswordPage from '../reset-password-page';
import VerifyEmailPage from '../verify-email-page';

describe('auth exposes', () => {
  checkExposedPages({
    pages: [
      ['LoginPage', LoginPage, 'Connexion à votre compte'],
      ['RegisterPage', RegisterPage, 'Créer un compte'],
      ['VerifyEmailPage', VerifyEmailPage, "Vérification de l'e-mail"],
      ['ForgotPasswordPage', ForgotPasswordPage, 'Mot de passe oublié'],
      ['ResetPasswordPage', ResetPasswordPage, 'Nouveau mot de passe'],
    ],
    english: [LoginPage, 'Sign in to your account'],
    render: (element) => renderRoute(element),
  });
});
