import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, readAccessToken, type VerificationState } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { VerificationPanel } from '../components/verification-panel';
import '../../../i18n';
import { getMyVerification } from '../api/get-my-verification';
import { requestVerification } from '../api/request-verification';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  // A session started by a real login (the panel asks nothing otherwise).
  readAccessToken: jest.fn(() => 'access-token'),
}));
jest.mock('../api/get-my-verification', () => ({ getMyVerification: jest.fn() }));
jest.mock('../api/request-verification', () => ({ requestVerification: jest.fn() }));

const state = (status: VerificationState['status'], reason: string | null = null): VerificationState => ({
  status,
  reason,
  requestedAt: null,
  decidedAt: null,
});
const png = () => new File(['png'], 'cni.png', { type: 'image/png' });

let account = 0;
beforeEach(() => {
  jest.clearAllMocks();
  // A new account each time: the state is cached per account.
  useAuthStore.getState().login({ id: `u${++account}`, email: 'awa@example.cm' }, 'jwt');
});
afterEach(() => act(() => toast.remove()));

jest.setTimeout(20_000);

const PHONE = '+237 699 00 11 22';

describe("'Devenir annonceur vérifié'", () => {
  it('asks nothing and shows nothing without a session from a real login', () => {
    jest.mocked(readAccessToken).mockReturnValueOnce(null);
    renderRoute(<VerificationPanel />, { toaster: true });
    expect(screen.queryByRole('heading', { name: 'Annonceur vérifié' })).not.toBeInTheDocument();
    expect(getMyVerification).not.toHaveBeenCalled();
  });

  it('checks the form in French, keeps what was typed, then sends and shows the waiting state', async () => {
    jest.mocked(getMyVerification).mockResolvedValue(state('NONE'));
    jest.mocked(requestVerification).mockResolvedValue(state('PENDING'));
    renderRoute(<VerificationPanel />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Devenir annonceur vérifié' }));
    const form = within(screen.getByRole('form', { name: 'Demande de vérification' }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(form.getByText('Le numéro de téléphone est requis')).toBeInTheDocument();
    expect(form.getByText("La photo de la pièce d'identité est requise")).toBeInTheDocument();
    expect(requestVerification).not.toHaveBeenCalled();

    await userEvent.type(form.getByLabelText(/^Numéro de téléphone/), '699 00 11 22');
    const gif = new File(['gif'], 'cni.gif', { type: 'image/gif' });
    await userEvent.upload(form.getByLabelText(/^Photo de votre pièce d'identité/), gif, {
      applyAccept: false,
    });
    await userEvent.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(form.getByText('Seuls les formats JPEG ou PNG sont acceptés')).toBeInTheDocument();
    expect(form.getByLabelText(/^Numéro de téléphone/)).toHaveValue('699 00 11 22');

    const file = png();
    await userEvent.upload(form.getByLabelText(/^Photo de votre pièce d'identité/), file);
    await userEvent.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(requestVerification).toHaveBeenCalledWith('699 00 11 22', file);
    expect(
      await screen.findByText(
        "Votre demande est en cours d'examen. Nous vous écrirons dès qu'elle sera traitée.",
      ),
    ).toBeInTheDocument();
  });

  it('an API refusal is shown and the form stays filled', async () => {
    jest.mocked(getMyVerification).mockResolvedValue(state('NONE'));
    jest
      .mocked(requestVerification)
      .mockRejectedValue(new ApiError({ code: 'INVALID_IMAGE', status: 422, message: 'x' }));
    renderRoute(<VerificationPanel phone={PHONE} />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Devenir annonceur vérifié' }));
    const form = within(screen.getByRole('form', { name: 'Demande de vérification' }));
    expect(form.getByLabelText(/^Numéro de téléphone/)).toHaveValue('+237 699 00 11 22');
    await userEvent.upload(form.getByLabelText(/^Photo de votre pièce d'identité/), png());
    await userEvent.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await form.findByText('Cette image est illisible ou corrompue.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Numéro de téléphone/)).toHaveValue('+237 699 00 11 22');
  });

  it('approved: the badge; refused: the reason and a new try', async () => {
    jest.mocked(getMyVerification).mockResolvedValueOnce(state('APPROVED'));
    const { unmount } = renderRoute(<VerificationPanel phone={PHONE} />, { toaster: true });
    expect(await screen.findByText('Annonceur vérifié', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Vos annonces portent le badge « Annonceur vérifié ».')).toBeInTheDocument();
    unmount();

    useAuthStore.getState().login({ id: `u${++account}`, email: 'awa@example.cm' }, 'jwt');
    jest.mocked(getMyVerification).mockResolvedValueOnce(state('REFUSED', 'La photo est floue'));
    renderRoute(<VerificationPanel phone={PHONE} />, { toaster: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre demande a été refusée : La photo est floue. Vous pouvez en envoyer une nouvelle.',
    );
    expect(screen.getByRole('button', { name: 'Devenir annonceur vérifié' })).toBeInTheDocument();
  });

  it('says in French why a verification ended, and offers a new request', async () => {
    const reason =
      'Vous avez modifié votre prénom, votre nom ou votre numéro de téléphone : ils ne sont plus ceux que notre équipe a vérifiés.';
    jest.mocked(getMyVerification).mockResolvedValueOnce(state('REVOKED', reason));
    renderRoute(<VerificationPanel phone={PHONE} />, { toaster: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Votre compte n'est plus vérifié : ${reason}`);
    expect(screen.queryByText('Annonceur vérifié', { selector: 'span' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devenir annonceur vérifié' })).toBeInTheDocument();
  });
});
