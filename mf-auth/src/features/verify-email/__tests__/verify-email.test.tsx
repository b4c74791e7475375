import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import VerifyEmailPage from '../pages/verify-email-page';
import { fakeJwt, inSeconds } from '../../../test-utils/fake-jwt';
import { renderRoute } from '../../../test-utils/render-route';
import { resetBetweenTests } from '../../../test-utils/reset';
import { resendVerificationEmailByEmail } from '../api/resend-verification-email-by-email';
import { verifyEmail } from '../api/verify-email';

jest.mock('../api/verify-email', () => ({ verifyEmail: jest.fn() }));
jest.mock('../api/resend-verification-email-by-email', () => ({ resendVerificationEmailByEmail: jest.fn() }));
const verifyMock = jest.mocked(verifyEmail);
const resendMock = jest.mocked(resendVerificationEmailByEmail);

const EMAIL = 'awa@example.cm';
const fresh = fakeJwt({ email: EMAIL, exp: inSeconds(3600) });
const stale = fakeJwt({ email: EMAIL, exp: inSeconds(-60) });
const apiError = (code: string) => new ApiError({ code, status: 400, message: 'x' });

const open = (token?: string) =>
  renderRoute(<VerifyEmailPage />, {
    path: '/auth/verify-email',
    url: token === undefined ? '/auth/verify-email' : `/auth/verify-email?token=${encodeURIComponent(token)}`,
  });

jest.setTimeout(20_000);

afterEach(() => {
  resetBetweenTests();
  verifyMock.mockReset();
  resendMock.mockReset();
});

describe('e-mail verification page', () => {
  it('shows verifying, then the verified text with a sign-in link', async () => {
    let done: () => void = () => undefined;
    verifyMock.mockReturnValue(
      new Promise((resolve) => (done = () => resolve({ email: EMAIL, verified: true }))),
    );
    open(fresh);
    expect(screen.getByText('Vérification de votre adresse e-mail en cours…')).toBeInTheDocument();
    done();
    expect(
      await screen.findByRole('heading', { name: 'Votre adresse e-mail a été vérifiée' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(verifyMock).toHaveBeenCalledWith(fresh);
  });

  it('treats a token whose exp is past as expired without asking the server', async () => {
    open(stale);
    expect(await screen.findByText('Votre lien de vérification a expiré.')).toBeInTheDocument();
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it('treats EXPIRED_TOKEN from the server as expired and resends to the e-mail of the token', async () => {
    verifyMock.mockRejectedValue(apiError('EXPIRED_TOKEN'));
    resendMock.mockResolvedValue();
    open(fresh);
    const button = await screen.findByRole('button', { name: "Renvoyer l'e-mail de vérification" });
    await userEvent.setup().click(button);
    expect(resendMock).toHaveBeenCalledWith(EMAIL);
    expect(
      await screen.findByText(`Un nouvel e-mail de vérification a été envoyé à ${EMAIL}.`),
    ).toBeInTheDocument();
  });

  it.each([
    ['USER_NOT_FOUND', "Aucun compte n'est associé à cette adresse e-mail."],
    ['EMAIL_ALREADY_VERIFIED', 'Cette adresse e-mail est déjà vérifiée : vous pouvez vous connecter.'],
    ['EMAIL_SEND_ERROR', "L'e-mail n'a pas pu être envoyé. Réessayez dans quelques instants."],
    ['TOO_MANY_REQUESTS', "Trop d'e-mails ont été envoyés à cette adresse. Réessayez dans une heure."],
  ])('gives the resend failure %s its own message', async (code, message) => {
    resendMock.mockRejectedValue(apiError(code));
    open(stale);
    await userEvent.setup().click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it.each([
    ['a malformed token', 'not-a-jwt'],
    ['no token', undefined],
  ])('explains %s in French', async (_case, token) => {
    open(token);
    expect(await screen.findByText(/Ce lien de vérification n'est pas valide/)).toBeInTheDocument();
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it('explains INVALID_TOKEN from the server', async () => {
    verifyMock.mockRejectedValue(apiError('INVALID_TOKEN'));
    open(fresh);
    expect(await screen.findByText(/Ce lien de vérification n'est pas valide/)).toBeInTheDocument();
  });

  it('offers a retry after an unexpected failure', async () => {
    verifyMock
      .mockRejectedValueOnce(apiError('UNKNOWN'))
      .mockResolvedValueOnce({ email: EMAIL, verified: true });
    open(fresh);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Votre adresse e-mail a été vérifiée' }),
    ).toBeInTheDocument();
  });
});
