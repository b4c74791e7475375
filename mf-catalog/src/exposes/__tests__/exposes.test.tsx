import { act, screen } from '@testing-library/react';
import { setLanguage } from '@immo237/shared/i18n';
import { paged } from '../../test-utils/product';
import { renderRoute } from '../../test-utils/render-route';
import BuyPage from '../buy-page';
import FeaturedProperties from '../featured-properties';
import LandPage from '../land-page';
import PropertyDetailPage from '../property-detail-page';
import RentPage from '../rent-page';
import SearchPage from '../search-page';
import { getProductDetails } from '../../lib/api/get-product-details';
import { searchProducts } from '../../lib/api/search-products';

jest.mock('../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../features/detail/api/send-message-to-admin', () => ({ sendMessageToAdmin: jest.fn() }));
jest.mock('../../features/detail/api/report-product', () => ({ reportProduct: jest.fn() }));
jest.mock('../../features/detail/api/count-contact-tap', () => ({ countContactTap: jest.fn() }));
jest.mock('../../features/detail/api/count-view', () => ({ countView: jest.fn() }));
jest.mock('../../features/detail/api/add-favourite', () => ({ addFavourite: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../test-utils/mock-api').apiMockFactory());

beforeEach(() => {
  (searchProducts as jest.Mock).mockReturnValue(new Promise(() => undefined));
  (getProductDetails as jest.Mock).mockReturnValue(new Promise(() => undefined));
});

describe('catalog exposes', () => {
  it('FeaturedProperties is a section of the home page with an h2 and a link to /search', () => {
    renderRoute(<FeaturedProperties />);
    expect(screen.getByRole('heading', { level: 2, name: 'Propriétés en vedette' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les propriétés' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it.each([
    ['BuyPage', BuyPage, 'Acheter une propriété'],
    ['RentPage', RentPage, 'Louer une propriété'],
    ['LandPage', LandPage, 'Terrains à vendre'],
    ['SearchPage', SearchPage, 'Rechercher une propriété'],
  ])('%s shows its French title as the page h1 while loading', (_name, Page, title) => {
    renderRoute(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('PropertyDetailPage loads the listing of the slug route parameter', () => {
    renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa-bonapriso' });
    expect(screen.getByRole('heading', { level: 1, name: 'Détails de la propriété' })).toBeInTheDocument();
    expect(getProductDetails).toHaveBeenCalledWith('villa-bonapriso');
  });

  it('switches to the complete English namespace', async () => {
    (searchProducts as jest.Mock).mockResolvedValue(paged([], 2));
    await act(() => setLanguage('en'));
    try {
      renderRoute(<BuyPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Buy a property' })).toBeInTheDocument();
      expect(await screen.findByText('2 properties found')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});
