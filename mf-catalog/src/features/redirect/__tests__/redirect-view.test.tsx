import { screen } from '@testing-library/react';
import { ApiError } from '@immo237/shared/api';
import PropertyRedirect from '../pages/property-redirect';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductById } from '../api/get-product-by-id';

jest.mock('../api/get-product-by-id', () => ({ getProductById: jest.fn() }));

const byId = getProductById as jest.MockedFunction<typeof getProductById>;
const ID = '11111111-1111-4111-8111-111111111111';

describe('/property/{id}', () => {
  it('resolves the id to the slug and replaces the URL with /details/{slug}', async () => {
    byId.mockResolvedValue(makeProduct({ id: ID, slug: 'villa-kribi' }));
    renderRoute(<PropertyRedirect />, { path: '/property/:id', url: `/property/${ID}` });
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/details/villa-kribi');
    expect(byId).toHaveBeenCalledWith(ID);
  });

  it('shows the not-found page for an unknown id', async () => {
    byId.mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404, message: 'Bien introuvable.' }));
    renderRoute(<PropertyRedirect />, { path: '/property/:id', url: `/property/${ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Propriété introuvable' }),
    ).toBeInTheDocument();
  });
});
