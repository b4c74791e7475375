import '../../../test-utils/mock-detail-calls';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { useCountView } from '../hooks/use-count-view';
import { countView } from '../api/count-view';
import { getProductDetails } from '../../../lib/api/get-product-details';

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
