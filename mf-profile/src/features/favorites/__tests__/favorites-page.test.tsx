import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listFavourites, removeFavourite, type Product } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import { FavoritesPage } from '../pages/favorites-page';
import '../../../i18n';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  listFavourites: jest.fn(),
  removeFavourite: jest.fn(),
}));

const item = (id: string, name: string, category: string, price: number, area: number, tags: string[] = []) =>
  ({
    id,
    name,
    slug: `slug-${id}`,
    category,
    price,
    currency: 'XAF',
    image: null,
    tags,
    features: { bedrooms: 3, bathrooms: 2, area, areaUnit: 'm²' },
    location: { city: 'Douala', district: 'Akwa' },
  }) as unknown as Product;

// API order: newest favourite first.
const favourites = [
  item('1', 'Maison Logpom', 'Maison', 60000000, 200, ['vedette']),
  item('2', 'Terrain Kribi', 'Terrain', 12000000.4, 1000),
  item('3', 'Appartement Akwa', 'Appartement', 35000000, 90),
];

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listFavourites).mockResolvedValue(favourites);
});

afterEach(() => act(() => toast.remove()));

describe('Mes favoris', () => {
  it('counts the saved properties and shows card details', async () => {
    renderRoute(<FavoritesPage />, { toaster: true });
    expect(await screen.findByText('3 propriétés sauvegardées')).toBeInTheDocument();
    const card = within(screen.getByRole('heading', { name: 'Terrain Kribi' }).closest('article')!);
    expect(card.getByText(/^12\s000\s000\sFCFA$/)).toBeInTheDocument();
    expect(card.getByText(/3 chambres · 2 salles de bain · 1\s000\sm²/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Voir les détails' })).toHaveAttribute('href', '/details/slug-2');
    const featured = within(screen.getByRole('heading', { name: 'Maison Logpom' }).closest('article')!);
    expect(featured.getByText('En vedette')).toBeInTheDocument();
  });

  it('filters by type and sorts by price and area', async () => {
    renderRoute(<FavoritesPage />, { toaster: true });
    await screen.findByText('3 propriétés sauvegardées');
    expect(names()).toEqual(['Maison Logpom', 'Terrain Kribi', 'Appartement Akwa']);
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix : croissant');
    expect(names()).toEqual(['Terrain Kribi', 'Appartement Akwa', 'Maison Logpom']);
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix : décroissant');
    expect(names()).toEqual(['Maison Logpom', 'Appartement Akwa', 'Terrain Kribi']);
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Surface : croissante');
    expect(names()).toEqual(['Appartement Akwa', 'Maison Logpom', 'Terrain Kribi']);
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Surface : décroissante');
    expect(names()).toEqual(['Terrain Kribi', 'Maison Logpom', 'Appartement Akwa']);
    await userEvent.selectOptions(screen.getByLabelText('Type de bien'), 'Appartement');
    expect(names()).toEqual(['Appartement Akwa']);
  });

  it('removes a favourite through the API with the heart', async () => {
    jest.mocked(removeFavourite).mockResolvedValue(undefined as never);
    renderRoute(<FavoritesPage />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Maison Logpom des favoris' }));
    expect(removeFavourite).toHaveBeenCalledWith('1');
    expect(await screen.findByText('2 propriétés sauvegardées')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Maison Logpom' })).not.toBeInTheDocument();
  });

  it('asks again for another account: one account never sees the favourites the page kept for another', async () => {
    const signIn = (id: number, email: string) =>
      act(() =>
        useAuthStore.getState().login({ id, email, firstName: 'Awa', lastName: 'Ngo' } as never, 'token'),
      );
    signIn(1, 'a@example.cm');
    const first = renderRoute(<FavoritesPage />, { toaster: true });
    expect(await screen.findByText('3 propriétés sauvegardées')).toBeInTheDocument();
    first.unmount();
    act(() => useAuthStore.getState().logout());
    jest.mocked(listFavourites).mockResolvedValue([favourites[1]!]);
    signIn(2, 'b@example.cm');
    renderRoute(<FavoritesPage />, { toaster: true });
    expect(await screen.findByText('1 propriété sauvegardée')).toBeInTheDocument();
    expect(listFavourites).toHaveBeenCalledTimes(2);
    act(() => useAuthStore.getState().logout());
  });

  it('offers to browse when there are none', async () => {
    jest.mocked(listFavourites).mockResolvedValue([]);
    renderRoute(<FavoritesPage />, { toaster: true });
    expect(await screen.findByText('Aucun favori pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les biens' })).toHaveAttribute('href', '/search');
  });

  it("asks the service worker to keep each favourite's page, and opens one as the kept page when offline", async () => {
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    try {
      renderRoute(<FavoritesPage />, { toaster: true, showLocation: true });
      await screen.findByText('3 propriétés sauvegardées');
      expect(postMessage).toHaveBeenCalledWith({
        type: 'immo237:keep',
        page: window.location.href,
        pages: ['1', '2', '3'].map((id) => `${window.location.origin}/details/slug-${id}`),
        files: [],
      });

      // Offline, the application's own navigation would ask the API: the link opens the kept page instead.
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const link = within(
        screen.getByRole('heading', { name: 'Terrain Kribi' }).closest('article')!,
      ).getByRole('link', { name: 'Voir les détails' });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      // A whole-page load (jsdom only notes it cannot leave): the router's navigation is taken over.
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(screen.getByRole('status', { name: 'current location' })).not.toHaveTextContent('/details/');
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
