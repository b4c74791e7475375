import { screen } from '@testing-library/react';
import { ApiError } from '@immo237/shared/api';
import { resetBrowserQueryClient } from '@immo237/shared/data';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import UnsubscribeAlertPage from '../pages/unsubscribe-alert-page';
import { unsubscribeAlert } from '../api/unsubscribe-alert';

jest.mock('../api/unsubscribe-alert', () => ({ unsubscribeAlert: jest.fn() }));

const open = (token: string | null) =>
  renderRoute(<UnsubscribeAlertPage />, {
    path: '/alertes/desabonner',
    url: token === null ? '/alertes/desabonner' : `/alertes/desabonner?token=${token}`,
  });

beforeEach(() => {
  jest.clearAllMocks();
  resetBrowserQueryClient();
});

describe('/alertes/desabonner', () => {
  it('sends the token of the link once and says the alert mails stop', async () => {
    jest.mocked(unsubscribeAlert).mockResolvedValue({ id: 'a1', paused: true, summary: 'Location · Douala' });
    open('abc');
    expect(screen.getByRole('heading', { level: 1, name: "Se désabonner d'une alerte" })).toBeInTheDocument();
    expect(await screen.findByText(/vous ne recevrez plus les e-mails de cette alerte/)).toBeInTheDocument();
    expect(unsubscribeAlert).toHaveBeenCalledTimes(1);
    expect(unsubscribeAlert).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('link', { name: 'Aller à Mes alertes' })).toHaveAttribute(
      'href',
      '/profile/alertes',
    );
  });

  it('without a token, or with an expired one, says so', async () => {
    open(null);
    expect(screen.getByText("Ce lien de désabonnement n'est pas valide.")).toBeInTheDocument();
    expect(unsubscribeAlert).not.toHaveBeenCalled();
  });

  it('an expired link points to Mes alertes', async () => {
    jest.mocked(unsubscribeAlert).mockRejectedValue(new ApiError({ code: 'EXPIRED_TOKEN', status: 400 }));
    open('old');
    expect(await screen.findByText(/Ce lien a expiré/)).toBeInTheDocument();
  });
});
