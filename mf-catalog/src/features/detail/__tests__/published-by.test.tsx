import '../../../test-utils/mock-detail-calls';
import { screen, within } from '@testing-library/react';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductDetails } from '../../../lib/api/get-product-details';

const details = jest.mocked(getProductDetails);
const open = () => renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });

describe("'Publié par' on the detail page", () => {
  it("links an agent's name to their page, with the month they joined", async () => {
    details.mockResolvedValue(
      makeProduct({
        publisher: {
          name: 'Ibrahim Oumarou',
          agentSlug: 'ibrahim-oumarou',
          memberSince: '2026-11-03T09:00:00Z',
          rating: { average: 4.6, count: 12 },
        },
      }),
    );
    open();
    const box = within(await screen.findByRole('region', { name: 'Publié par' }));
    expect(box.getByRole('link', { name: 'Ibrahim Oumarou' })).toHaveAttribute(
      'href',
      '/agents/ibrahim-oumarou',
    );
    expect(box.getByText('Membre depuis novembre 2026')).toBeInTheDocument();
    expect(box.getByText('4,6 / 5 · 12 avis')).toBeInTheDocument();
  });

  it("shows a private owner's first name only, without a link", async () => {
    details.mockResolvedValue(
      makeProduct({
        publisher: { name: 'Joseph', agentSlug: null, memberSince: '2025-03-20T09:00:00Z', rating: null },
      }),
    );
    open();
    const region = await screen.findByRole('region', { name: 'Publié par' });
    expect(region).toHaveTextContent('Joseph');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).getByText('Membre depuis mars 2025')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('avis');
  });

  it('shows nothing when the answer names no publisher', async () => {
    details.mockResolvedValue(makeProduct({ name: 'Villa sans éditeur' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Villa sans éditeur' });
    expect(screen.queryByRole('region', { name: 'Publié par' })).not.toBeInTheDocument();
  });
});
