import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listLocations, type LocationCity } from '@immo237/shared/api';
import LandPage from '../land-page';
import RentPage from '../rent-page';
import SearchPage from '../search-page';
import { makeProduct, paged, RENTAL_ENTRY_COSTS } from '../../test-utils/product';
import { renderRoute } from '../../test-utils/render-route';
import { searchProducts } from '../../lib/api/search-products';

jest.mock('../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../test-utils/mock-api').apiMockFactory());

// 'Ville' and 'Quartier', 'Budget d'entrée max', 'Titre foncier'; entry costs and land titles on cards.
const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const locations = listLocations as jest.MockedFunction<typeof listLocations>;
const location = () => screen.getByTestId('location').textContent;
const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const PLACES: LocationCity[] = [
  {
    city: 'Douala',
    count: 12,
    known: true,
    lat: 4.05,
    lng: 9.77,
    districts: [
      { name: 'Akwa', count: 5, lat: 4.05, lng: 9.7 },
      { name: 'Bonapriso', count: 4, lat: 4.03, lng: 9.69 },
    ],
  },
  {
    city: 'Yaoundé',
    count: 8,
    known: true,
    lat: 3.85,
    lng: 11.5,
    districts: [{ name: 'Bastos', count: 3, lat: 3.89, lng: 11.51 }],
  },
  {
    city: 'Limbé',
    count: 1,
    known: false,
    lat: null,
    lng: null,
    districts: [{ name: 'Down Beach', count: 1, lat: null, lng: null }],
  },
];

beforeEach(() => {
  window.scrollTo = jest.fn();
  search.mockResolvedValue(paged([makeProduct()], 1));
});

describe('city and quartier filters', () => {
  it('reads city and district from the URL, offers the cities known first and the chosen city’s quartiers', async () => {
    locations.mockResolvedValue(PLACES);
    renderRoute(<SearchPage />, { path: '/search', url: '/search?city=Douala&district=Akwa' });
    await screen.findByRole('heading', { level: 1, name: '1 Propriété trouvée' });
    expect(search).toHaveBeenLastCalledWith({ city: 'Douala', district: 'Akwa', page: 1, limit: 6 });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const city = await screen.findByRole('combobox', { name: 'Ville' });
    expect(city).toHaveValue('Douala');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les villes', 'Douala', 'Yaoundé', 'Limbé']);
    const district = screen.getByLabelText('Quartier');
    expect(district).toHaveValue('Akwa');
    const list = document.getElementById(district.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'Akwa',
      'Bonapriso',
    ]);
  });

  it('the form sets city and quartier in the address', async () => {
    locations.mockResolvedValue(PLACES);
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    await screen.findByRole('heading', { level: 1, name: '1 Propriété trouvée' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ville' }), 'Yaoundé');
    await userEvent.type(screen.getByLabelText('Quartier'), 'Bastos');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(location()).toBe('/search?city=Yaound%C3%A9&district=Bastos');
    expect(search).toHaveBeenLastCalledWith({ city: 'Yaoundé', district: 'Bastos', page: 1, limit: 6 });
  });

  it('without known places (the call failed) both are plain text fields', async () => {
    locations.mockRejectedValue(new Error('réseau'));
    renderRoute(<SearchPage />, { path: '/search', url: '/search?city=Kumba' });
    await screen.findByRole('heading', { level: 1, name: '1 Propriété trouvée' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(screen.getByLabelText('Ville')).toHaveValue('Kumba');
    expect(screen.queryByRole('combobox', { name: 'Ville' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quartier')).not.toHaveAttribute('list');
  });
});

describe('entry costs and land titles', () => {
  it("/louer: 'Budget d'entrée max' goes to the API as entryMax; rental cards show 'Entrée : X FCFA'", async () => {
    search.mockResolvedValue(
      paged([
        makeProduct({
          name: 'Appartement à Akwa',
          is_for_sale: false,
          price: 150_000,
          entry_costs: RENTAL_ENTRY_COSTS,
        }),
      ]),
    );
    renderRoute(<RentPage />, { path: '/louer', url: '/louer?entryMax=2000000' });
    const card = (await screen.findByRole('heading', { name: 'Appartement à Akwa' })).closest('article')!;
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ entryMax: 2_000_000, forSale: false }));
    expect(flat(card.textContent)).toContain('150 000 FCFA /mois');
    expect(flat(card.textContent)).toContain('Entrée : 1 360 000 FCFA');
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(screen.getByLabelText("Budget d'entrée max (FCFA)")).toHaveValue('2000000');
  });

  it("/terrains: 'Titre foncier' filter (landTitle) and 'Titre foncier : Titré' on the card", async () => {
    search.mockResolvedValue(
      paged([
        makeProduct({
          name: 'Terrain à Bastos',
          category: 'Terrain',
          land_title: 'titled',
          entry_costs: null,
        }),
      ]),
    );
    renderRoute(<LandPage />, { path: '/terrains', url: '/terrains?landTitle=titled' });
    const card = (await screen.findByRole('heading', { name: 'Terrain à Bastos' })).closest('article')!;
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ landTitle: 'titled', type: 'land' }));
    expect(card).toHaveTextContent('Titre foncier : Titré');
    expect(card).not.toHaveTextContent('Entrée');
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const select = screen.getByRole('combobox', { name: 'Titre foncier' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tous', 'Titré', 'En cours', 'Non titré']);
    await userEvent.selectOptions(select, 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(location()).toBe('/terrains?landTitle=in_progress');
  });

  it('an unknown land title in the address is not sent', async () => {
    renderRoute(<SearchPage />, { path: '/search', url: '/search?landTitle=oui' });
    await screen.findByRole('heading', { level: 1, name: '1 Propriété trouvée' });
    expect(search).toHaveBeenLastCalledWith({ page: 1, limit: 6 });
  });
});
