import '../../../test-utils/mock-detail-calls';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import PropertyDetailPage from '../pages/property-detail-page';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductDetails } from '../../../lib/api/get-product-details';
import { reportProduct } from '../api/report-product';

const report = reportProduct as jest.MockedFunction<typeof reportProduct>;
const product = makeProduct({ id: 'villa-42', name: 'Villa à Bastos' });

jest.setTimeout(20_000);

async function openDialog() {
  (getProductDetails as jest.Mock).mockResolvedValue(product);
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
  await userEvent.click(await screen.findByRole('button', { name: 'Signaler cette annonce' }));
  return screen.findByRole('dialog', { name: 'Signaler cette annonce' }, { timeout: 5000 });
}

beforeEach(() => report.mockReset());

describe('Signaler cette annonce', () => {
  it('shows the safety notice beside the contact form', async () => {
    (getProductDetails as jest.Mock).mockResolvedValue(product);
    renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
    expect(
      await screen.findByText("Ne payez jamais avant d'avoir visité le bien et vérifié les documents."),
    ).toBeInTheDocument();
  });

  it('asks for a reason, sends it with the comment, then thanks the visitor', async () => {
    report.mockResolvedValue(undefined);
    const dialog = await openDialog();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Arnaque ou argent demandé avant la visite',
      'Bien déjà loué ou vendu',
      'Photos ou description trompeuses',
      'Prix incorrect',
      'Doublon',
      'Autre',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choisissez un motif.');
    expect(report).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bien déjà loué ou vendu' }));
    await userEvent.type(within(dialog).getByLabelText('Commentaire (facultatif)'), '  Loué depuis mars.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(report).toHaveBeenCalledWith('villa-42', { reason: 'unavailable', comment: 'Loué depuis mars.' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Merci, votre signalement a été transmis à notre équipe.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the reason and comment when sending fails, and says why', async () => {
    report.mockRejectedValueOnce(new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'x' }));
    report.mockRejectedValueOnce(new ApiError({ code: 'INTERNAL', status: 500, message: 'x' }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Doublon' }));
    await userEvent.type(within(dialog).getByLabelText('Commentaire (facultatif)'), 'Même annonce ailleurs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de signalements envoyés depuis votre connexion : réessayez plus tard.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(
      await within(dialog).findByText("Le signalement n'a pas pu être envoyé. Réessayez."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Doublon' })).toBeChecked();
    expect(within(dialog).getByLabelText('Commentaire (facultatif)')).toHaveValue('Même annonce ailleurs');
  });
});
