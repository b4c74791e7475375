import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeMaps, lastMap } from '@immo237/shared/test-utils/fake-map-kit';
import SearchPage from '../pages/search-page';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());
jest.mock('@immo237/shared/map-kit', () =>
  jest.requireActual('@immo237/shared/test-utils/fake-map-kit').fakeMapKitModule(),
);

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const location = () => screen.getByTestId('location').textContent;

const placed = [
  makeProduct({
    id: 'a',
    name: 'Villa Bonapriso',
    slug: 'villa-bonapriso',
    price: 90_000_000,
    location: { city: 'Douala', district: 'Bonapriso', lat: 4.03, lng: 9.69, exact: false },
  }),
  makeProduct({
    id: 'b',
    name: 'Studio Akwa',
    slug: 'studio-akwa',
    price: 75_000,
    is_for_sale: false,
    location: { city: 'Douala', district: 'Akwa', lat: 4.05, lng: 9.7, exact: true },
  }),
  makeProduct({
    id: 'c',
    name: 'Sans position',
    location: { city: 'Ebolowa', district: null, lat: null, lng: null, exact: false },
  }),
];

beforeEach(() => {
  fakeMaps.length = 0;
  window.scrollTo = jest.fn();
});

describe("search page, 'Carte' view", () => {
  it("switches between 'Liste' and 'Carte' through the address, keeping the filters", async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?city=Douala&page=2' });
    const views = await screen.findByRole('group', { name: 'Affichage des résultats' });
    expect(within(views).getByRole('link', { name: 'Liste' })).toHaveAttribute('aria-current', 'true');
    expect(within(views).getByRole('link', { name: 'Carte' })).toHaveAttribute(
      'href',
      '/search?city=Douala&view=map',
    );

    await userEvent.click(within(views).getByRole('link', { name: 'Carte' }));
    expect(location()).toBe('/search?city=Douala&view=map');
    // The map places the first 50 results of the same filters; the list's pages and cards leave.
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ city: 'Douala', page: 1, limit: 50 }));
    expect(await screen.findByRole('region', { name: 'Carte des résultats' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages des résultats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Liste' }));
    expect(location()).toBe('/search?city=Douala');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('places one marker per result with a position (name, price, page) and says what it shows', async () => {
    search.mockResolvedValue(paged(placed, 120));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?view=map' });
    const map = await screen.findByRole('region', { name: 'Carte des résultats' });
    await waitFor(() => expect(lastMap().view.setMarkers).toHaveBeenCalled());
    expect(lastMap().container).toBe(map);
    const [markers, options] = lastMap().view.setMarkers.mock.calls.at(-1)!;
    expect(options).toEqual({ fit: true });
    expect(markers).toEqual([
      {
        id: 'a',
        lat: 4.03,
        lng: 9.69,
        title: 'Villa Bonapriso',
        detail: expect.stringMatching(/^90.000.000.FCFA · Bonapriso, Douala$/),
        href: '/details/villa-bonapriso',
      },
      expect.objectContaining({ id: 'b', title: 'Studio Akwa', href: '/details/studio-akwa' }),
    ]);
    expect(markers[1]!.detail).toMatch(/mois/);
    expect(lastMap().options.openLabel).toBe("Voir l'annonce");
    // Leaflet's own controls are named in French too.
    expect(lastMap().options.controls).toEqual({
      zoomIn: 'Zoom avant',
      zoomOut: 'Zoom arrière',
      closePopup: 'Fermer',
    });
    expect(lastMap().options.settings.tilesUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(map).toHaveAccessibleDescription(/Chaque repère est une annonce/);
    expect(
      screen.getByText(/^2 annonces placées sur la carte\. Les 3 premières des 120 annonces sont placées/),
    ).toHaveTextContent("1 annonce sans position n'y figure pas.");
    expect(screen.getByRole('heading', { level: 1, name: /120 Propriétés trouvées/ })).toBeInTheDocument();
  });

  it("says 'plus de' when the API stopped counting", async () => {
    search.mockResolvedValue(paged(placed, 100, 1, 50, true));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?view=map' });
    expect(
      await screen.findByText(/Les 3 premières de plus de 100 annonces sont placées/),
    ).toBeInTheDocument();
  });

  it("'Rechercher dans cette zone' puts the map's area in the address and asks the API for it", async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?view=map&type=house' });
    const button = await screen.findByRole('button', { name: 'Rechercher dans cette zone' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(location()).toBe('/search?view=map&type=house&bbox=9.6%2C3.9%2C9.8%2C4.1');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({ type: 'house', bbox: '9.6,3.9,9.8,4.1', page: 1, limit: 50 }),
    );
    // The visitor's framing stays: the new results are not re-framed.
    await waitFor(() =>
      expect(lastMap().view.setMarkers).toHaveBeenLastCalledWith(expect.any(Array), { fit: false }),
    );
    expect(screen.getByText('Résultats limités à la zone choisie sur la carte.')).toBeInTheDocument();
  });

  it('shows the French notice when tiles cannot be loaded; the markers stay', async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?view=map' });
    await waitFor(() => expect(lastMap().view.setMarkers).toHaveBeenCalled());
    expect(screen.queryByText(/Le fond de carte ne peut pas être chargé/)).not.toBeInTheDocument();
    act(() => lastMap().options.onTileError());
    expect(
      screen.getByText('Le fond de carte ne peut pas être chargé ; les annonces restent placées.'),
    ).toBeInTheDocument();
    expect(lastMap().view.destroy).not.toHaveBeenCalled();
  });

  it("follows a popup's link in the page", async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?view=map' });
    await waitFor(() => expect(lastMap().view.setMarkers).toHaveBeenCalled());
    act(() => lastMap().options.onNavigate?.('/details/studio-akwa'));
    expect(location()).toBe('/details/studio-akwa');
  });

  it('the list view reads the area too, and "Retirer la zone" searches everywhere again', async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?bbox=9.6,3.9,9.8,4.1' });
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({ bbox: '9.6,3.9,9.8,4.1', page: 1, limit: 6 }),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(fakeMaps).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la zone' }));
    expect(location()).toBe('/search');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ page: 1, limit: 6 }));
  });

  it('ignores an area the API would refuse', async () => {
    search.mockResolvedValue(paged(placed, 3));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?bbox=200,3.9,9.8,4.1' });
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ page: 1, limit: 6 }));
  });
});
