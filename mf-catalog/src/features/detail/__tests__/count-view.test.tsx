import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { useCountView } from '../hooks/use-count-view';
import { countView } from '../api/count-view';
import { getProductDetails } from '../../../lib/api/get-product-details';

jest.mock('../../../lib/api/get-product-details', () => ({ getProductDetails: jest.fn() }));
jest.mock('../../../lib/api/search-products', () => ({ searchProducts: jest.fn() }));
jest.mock('../api/add-favourite', () => ({ addFavourite: jest.fn() }));
jest.mock('../api/send-message-to-admin', () => ({ sendMessageToAdmin: jest.fn() }));
jest.mock('../api/report-product', () => ({ reportProduct: jest.fn() }));
jest.mock('../api/count-view', () => ({ countView: jest.fn() }));
jest.mock('../api/count-contact-tap', () => ({ countContactTap: jest.fn() }));
jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());
jest.mock('@immo237/shared/toast', () =>
  jest.requireActual('../../../test-utils/mock-api').toastMockFactory(),
);

// The detail page counts a view for the owner's figures, in the browser, after it is drawn.
const details = getProductDetails as jest.MockedFunction<typeof getProductDetails>;
const count = countView as jest.MockedFunction<typeof countView>;

beforeEach(() => count.mockClear());

it('counts one view of the listing once it is shown', async () => {
  details.mockResolvedValue(makeProduct({ id: 'villa-42', name: 'Villa à Bastos', slug: 'villa-bastos' }));
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa-bastos' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Villa à Bastos' })).toBeInTheDocument();
  expect(count).toHaveBeenCalledTimes(1);
  expect(count).toHaveBeenCalledWith('villa-42');
});

it('counts nothing while the listing is missing', async () => {
  details.mockRejectedValue(new Error('réseau'));
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/absent' });
  await screen.findByRole('heading', { level: 1 });
  expect(count).not.toHaveBeenCalled();
});

it('never counts in the server render', () => {
  function Probe() {
    useCountView('villa-42');
    return <p>rendu</p>;
  }
  expect(renderToString(<Probe />)).toContain('rendu');
  expect(count).not.toHaveBeenCalled();
});
