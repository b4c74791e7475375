import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import ForgotPasswordPage from '../pages/forgot-password-page';
import ResetPasswordPage from '../pages/reset-password-page';
import { renderRoute } from '../../../test-utils/render-route';
import { resetBetweenTests } from '../../../test-utils/reset';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';

jest.mock('../api/forgot-password', () => ({ forgotPassword: jest.fn() }));
jest.mock('../api/reset-password', () => ({ resetPassword: jest.fn() }));
const forgotMock = jest.mocked(forgotPassword);
const resetMock = jest.mocked(resetPassword);
const NEUTRAL = /Si un compte existe pour cette adresse, un e-mail contenant un lien de réinitialisation/;

jest.setTimeout(20_000);

afterEach(() => {
  resetBetweenTests();
  forgotMock.mockReset();
  resetMock.mockReset();
});

describe('forgotten password', () => {
  it('validates the e-mail', async () => {
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Envoyer le lien/ }));
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAccessibleDescription("L'email est requis");
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'awa@');
    await user.click(screen.getByRole('button', { name: /Envoyer le lien/ }));
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAccessibleDescription('Email invalide');
    expect(forgotMock).not.toHaveBeenCalled();
  });

  it('always answers with the same neutral message', async () => {
    forgotMock.mockResolvedValue();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'nobody@example.cm');
    await user.click(screen.getByRole('button', { name: /Envoyer le lien/ }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(forgotMock).toHaveBeenCalledWith('nobody@example.cm');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });
});

describe('reset password', () => {
  const open = (url = '/reset-password?token=tok-1') =>
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url });

  async function submit(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), password);
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), confirmation);
    await user.click(screen.getByRole('button', { name: /Enregistrer le mot de passe/ }));
  }

  it('applies the signup rules to the new password', async () => {
    open();
    await submit('abcdefgh', 'abcdefgx');
    expect(screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
      ),
    );
    expect(screen.getByLabelText(/^Confirmer le nouveau mot de passe/)).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('sets the password with the token, toasts and goes to /login', async () => {
    resetMock.mockResolvedValue();
    open();
    await submit('Nouveau2026');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(resetMock).toHaveBeenCalledWith('tok-1', 'Nouveau2026');
    expect(await screen.findByText(/Mot de passe modifié/)).toBeInTheDocument();
  });

  it.each([
    ['INVALID_TOKEN', "Ce lien de réinitialisation n'est pas valide ou a déjà été utilisé."],
    ['EXPIRED_TOKEN', 'Ce lien de réinitialisation a expiré.'],
  ])('explains %s and offers a new link', async (code, message) => {
    resetMock.mockRejectedValue(new ApiError({ code, status: 400, message: 'x' }));
    open();
    await submit('Nouveau2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' })).toHaveValue('Nouveau2026');
  });

  it('says a link without token is incomplete', () => {
    open('/reset-password');
    expect(
      screen.getByText('Ce lien de réinitialisation est incomplet. Demandez un nouveau lien.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();
  });
});
