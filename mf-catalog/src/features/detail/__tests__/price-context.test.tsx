import '../../../test-utils/mock-detail-calls';
import { screen } from '@testing-library/react';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductDetails } from '../../../lib/api/get-product-details';

const details = getProductDetails as jest.MockedFunction<typeof getProductDetails>;
const open = () => renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/studio' });
const LOW_PRICE =
  'Prix nettement inférieur aux annonces comparables du quartier : vérifiez le bien et les documents avant tout paiement';

describe('a listing beside the prices of its quartier', () => {
  it('links a rental to the rents of its quartier, and says nothing of its price when it is ordinary', async () => {
    details.mockResolvedValue(
      makeProduct({
        is_for_sale: false,
        price: 150_000,
        location: { city: 'Douala', district: 'Bonapriso', lat: null, lng: null, exact: false },
      }),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Loyers à Bonapriso' })).toHaveAttribute(
      'href',
      '/prix/douala/bonapriso',
    );
    expect(screen.queryByText(LOW_PRICE)).not.toBeInTheDocument();
  });

  it('a price far below its quartier: the neutral notice; a sale links to the prices of its city', async () => {
    details.mockResolvedValue(
      makeProduct({
        is_for_sale: true,
        price: 5_000_000,
        low_price: { median: 45_000_000 },
        location: { city: 'Yaoundé', district: null, lat: null, lng: null, exact: false },
      }),
    );
    open();
    expect((await screen.findByText(LOW_PRICE)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Prix à Yaoundé' })).toHaveAttribute('href', '/prix/yaounde');
  });
});
