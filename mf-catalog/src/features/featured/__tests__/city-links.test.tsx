import { screen, within } from '@testing-library/react';
import { listLocations } from '@immo237/shared/api';
import FeaturedProperties from '../pages/featured-properties';
import { makeProduct, paged } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { searchProducts } from '../../../lib/api/search-products';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());

const search = searchProducts as jest.MockedFunction<typeof searchProducts>;
const locations = listLocations as jest.MockedFunction<typeof listLocations>;

describe("'Rechercher par ville' on the home page", () => {
  it('links every city with listings to /search?city=…, known cities first, with its count, and to its prices', async () => {
    search.mockResolvedValue(paged([makeProduct()], 1));
    locations.mockResolvedValue([
      { city: 'Douala', count: 12, known: true, lat: 4, lng: 9, districts: [] },
      { city: 'Garoua', count: 0, known: true, lat: 9, lng: 13, districts: [] },
      { city: 'Yaoundé', count: 1, known: true, lat: 3, lng: 11, districts: [] },
      { city: 'Limbé', count: 2, known: false, lat: null, lng: null, districts: [] },
    ]);
    renderRoute(<FeaturedProperties />);
    const nav = await screen.findByRole('navigation', { name: 'Rechercher par ville' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Douala12 annonces', '/search?city=Douala'],
      ['Loyers et prix à Douala', '/prix/douala'],
      ['Yaoundé1 annonce', '/search?city=Yaound%C3%A9'],
      ['Loyers et prix à Yaoundé', '/prix/yaounde'],
      ['Limbé2 annonces', '/search?city=Limb%C3%A9'],
      ['Loyers et prix à Limbé', '/prix/limbe'],
    ]);
  });

  it('is left out when the places cannot be read', async () => {
    search.mockResolvedValue(paged([makeProduct()], 1));
    locations.mockRejectedValue(new Error('réseau'));
    renderRoute(<FeaturedProperties />);
    await screen.findAllByRole('link', { name: /Voir le bien/ });
    expect(screen.queryByRole('navigation', { name: 'Rechercher par ville' })).not.toBeInTheDocument();
  });
});
