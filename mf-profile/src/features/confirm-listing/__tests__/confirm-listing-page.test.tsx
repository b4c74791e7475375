import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { hrefOf, renderRoute } from '@immo237/shared/test-utils/render-route';
import ConfirmListingPage from '../pages/confirm-listing-page';
import { confirmListingAvailability } from '../api/confirm-listing-availability';

jest.mock('../api/confirm-listing-availability', () => ({ confirmListingAvailability: jest.fn() }));
const confirmMock = jest.mocked(confirmListingAvailability);
const apiError = (code: string, status = 400) => new ApiError({ code, status, message: 'x' });

let n = 0;
/** Each test its own token: the answer is cached per token. */
const open = (token: string | null = `token-${++n}`) =>
  renderRoute(<ConfirmListingPage />, {
    path: '/annonces/confirmer',
    url: token === null ? '/annonces/confirmer' : `/annonces/confirmer?token=${token}`,
  });

afterEach(() => {
  act(() => toast.remove());
  confirmMock.mockReset();
});

describe('/annonces/confirmer', () => {
  it('confirms once and says the listing stays online, with links to it and to Mes biens', async () => {
    confirmMock.mockResolvedValue({ id: 'p1', name: 'Villa Bastos', slug: 'villa-bastos' });
    open('abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre annonce est-elle toujours disponible ?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirmation en cours…');
    expect(
      await screen.findByText('Merci : votre annonce « Villa Bastos » reste en ligne pour 30 jours de plus.'),
    ).toBeInTheDocument();
    expect(hrefOf("Voir l'annonce")).toBe('/details/villa-bastos');
    expect(hrefOf('Aller à Mes biens')).toBe('/profile/articles');
    expect(confirmMock).toHaveBeenCalledTimes(1);
    expect(confirmMock).toHaveBeenCalledWith('abc');
  });

  it.each([
    ['EXPIRED_TOKEN', 400, 'Ce lien a expiré. Confirmez votre annonce depuis « Mes biens ».'],
    ['INVALID_TOKEN', 400, "Ce lien de confirmation n'est pas valide."],
    [
      'LISTING_CLOSED',
      409,
      'Cette annonce a été fermée (louée, vendue ou désactivée) : rouvrez-la depuis « Mes biens ».',
    ],
    ['NOT_FOUND', 404, "Cette annonce n'existe plus."],
  ])('%s: says so in French and points to Mes biens', async (code, status, text) => {
    confirmMock.mockRejectedValue(apiError(code, status));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Aller à Mes biens' })).toBeInTheDocument();
  });

  it('without a token: invalid, nothing sent', () => {
    open(null);
    expect(screen.getByRole('alert')).toHaveTextContent("Ce lien de confirmation n'est pas valide.");
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('a network failure offers to try again, and the retry confirms', async () => {
    confirmMock.mockRejectedValueOnce(
      new ApiError({ code: 'NETWORK_ERROR', message: 'x', isNetworkError: true }),
    );
    confirmMock.mockResolvedValueOnce({ id: 'p1', name: 'Studio Akwa', slug: 'studio-akwa' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La confirmation n'a pas pu aboutir. Vérifiez votre connexion et réessayez.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/« Studio Akwa » reste en ligne/)).toBeInTheDocument();
  });
});
