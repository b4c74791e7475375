import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getProductDetails, sendMessageToAdmin } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import PropertyDetailPage from '../pages/property-detail-page';
import { COOLDOWN_KEY } from '../../../lib/message-cooldown';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';

jest.mock('@immo237/shared/api', () => jest.requireActual('../../../test-utils/mock-api').apiMockFactory());
jest.mock('@immo237/shared/toast', () =>
  jest.requireActual('../../../test-utils/mock-api').toastMockFactory(),
);

const send = sendMessageToAdmin as jest.MockedFunction<typeof sendMessageToAdmin>;
const product = makeProduct({ name: 'Villa à Bastos' });

async function openForm() {
  (getProductDetails as jest.Mock).mockResolvedValue(product);
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
  // The form is a lazy chunk: its first import under jest (and on a busy machine) can take a while.
  await screen.findByRole('heading', { level: 2, name: 'Contacter le propriétaire' }, { timeout: 5000 });
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Nom/), 'Awa Njoya');
  await userEvent.type(screen.getByLabelText(/^Email/), 'awa@example.cm');
  await userEvent.type(screen.getByLabelText(/^Message/), 'Est-elle encore disponible ?');
}

jest.setTimeout(20_000);

beforeEach(() => window.localStorage.removeItem(COOLDOWN_KEY));

describe('detail contact form', () => {
  it('requires name, email and message with the required-fields message under each field', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getAllByText('Veuillez remplir tous les champs obligatoires.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends subject and propertyId, shows Envoi en cours..., then the success banner and clears the form', async () => {
    let finish: () => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (finish = () => done({ id: 'm1', sent: true }))));
    await openForm();
    expect(screen.getByLabelText('Sujet')).toHaveValue("Demande d'information - Villa à Bastos");
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Awa Njoya',
      email: 'awa@example.cm',
      subject: "Demande d'information - Villa à Bastos",
      message: 'Est-elle encore disponible ?',
      propertyId: product.id,
    });
    finish();
    expect(
      await screen.findByText(
        'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it('keeps the text and shows the failure banner when sending fails', async () => {
    send.mockRejectedValue(new ApiError({ code: 'UNKNOWN', status: 500 }));
    await openForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await screen.findByText(
        "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Est-elle encore disponible ?');
  });

  it('allows one message per 60 seconds, remembered in the browser', async () => {
    send.mockResolvedValue({ id: 'm1', sent: true });
    await openForm();
    await fill();
    window.localStorage.setItem(COOLDOWN_KEY, String(Date.now() - 15_000));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Veuillez patienter (45|46) secondes avant d'envoyer un nouveau message$/),
        expect.anything(),
      ),
    );
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Est-elle encore disponible ?');
  });
});
