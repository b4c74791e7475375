import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, readAccessToken } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { getMessageMails } from '../api/get-message-mails';
import { setMessageMails } from '../api/set-message-mails';
import { turnOffMessageMails } from '../api/turn-off-message-mails';
import { MessageMailsPanel } from '../components/message-mails-panel';
import TurnOffMessageMailsPage from '../pages/turn-off-message-mails-page';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  // A session started by a real sign-in (the panel asks nothing otherwise).
  readAccessToken: jest.fn(() => 'access-token'),
}));
jest.mock('../api/get-message-mails', () => ({ getMessageMails: jest.fn() }));
jest.mock('../api/set-message-mails', () => ({ setMessageMails: jest.fn() }));
jest.mock('../api/turn-off-message-mails', () => ({ turnOffMessageMails: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  resetBrowserQueryClient();
  act(() => useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt'));
});

describe("'Notifications par e-mail' on the profile", () => {
  const box = () =>
    screen.getByRole('checkbox', { name: "Recevoir un e-mail quand on m'écrit dans une discussion" });

  it('shows the saved choice and saves a change at once', async () => {
    jest.mocked(getMessageMails).mockResolvedValue({ enabled: true });
    jest.mocked(setMessageMails).mockResolvedValue({ enabled: false });
    renderRoute(<MessageMailsPanel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications par e-mail' })).toBeInTheDocument();
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toBeChecked();
    await userEvent.click(box());
    expect(setMessageMails).toHaveBeenCalledWith(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Préférence enregistrée.');
    expect(box()).not.toBeChecked();
  });

  it('puts the box back and says so when the change cannot be saved', async () => {
    jest.mocked(getMessageMails).mockResolvedValue({ enabled: false });
    jest.mocked(setMessageMails).mockRejectedValue(new Error('offline'));
    renderRoute(<MessageMailsPanel />);
    await waitFor(() => expect(box()).toBeEnabled());
    await userEvent.click(box());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre préférence n'a pas pu être enregistrée.",
    );
    expect(box()).not.toBeChecked();
  });

  it('is not shown to a member the store holds without a session the API issued', () => {
    jest.mocked(readAccessToken).mockReturnValueOnce(null);
    renderRoute(<MessageMailsPanel />);
    expect(screen.queryByRole('heading', { name: 'Notifications par e-mail' })).not.toBeInTheDocument();
    expect(getMessageMails).not.toHaveBeenCalled();
  });
});

describe('/discussions/e-mails, the one-click link of a mail', () => {
  const open = (url: string) =>
    renderRoute(<TurnOffMessageMailsPage />, { path: '/discussions/e-mails', url });

  it('sends the token once and says the mails stop', async () => {
    jest.mocked(turnOffMessageMails).mockResolvedValue({ enabled: false });
    open('/discussions/e-mails?token=abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ne plus recevoir les e-mails de vos discussions' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/vous ne recevrez plus d'e-mail pour les nouveaux messages/),
    ).toBeInTheDocument();
    expect(turnOffMessageMails).toHaveBeenCalledTimes(1);
    expect(turnOffMessageMails).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('link', { name: 'Aller à mon profil' })).toHaveAttribute('href', '/profile');
  });

  it('says when the link is missing or expired', async () => {
    open('/discussions/e-mails');
    expect(screen.getByText(/Ce lien n'est pas valide/)).toBeInTheDocument();
    expect(turnOffMessageMails).not.toHaveBeenCalled();
  });

  it('an expired link points to the profile', async () => {
    jest.mocked(turnOffMessageMails).mockRejectedValue(new ApiError({ code: 'EXPIRED_TOKEN', status: 400 }));
    open('/discussions/e-mails?token=old');
    expect(await screen.findByText(/Ce lien a expiré/)).toBeInTheDocument();
  });
});
