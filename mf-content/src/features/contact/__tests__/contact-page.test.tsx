// The remote's texts, registered by its exposed modules in the site.
import '../../../i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { hrefOf, renderRoute } from '@immo237/shared/test-utils/render-route';
import ContactPage from '../pages/contact-page';
import { probeImage } from '../probe-image';
import { sendContactMessage } from '../api/send-contact-message';

jest.mock('../api/send-contact-message', () => ({ sendContactMessage: jest.fn() }));
jest.mock('../probe-image', () => ({ probeImage: jest.fn() }));

// Typing into five fields is slow on a shared CPU.
jest.setTimeout(20_000);

const send = jest.mocked(sendContactMessage);
const probe = jest.mocked(probeImage);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nom complet/ }), 'Paul Biya Ndzi');
  await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'paul@example.cm');
  await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), '+237 677 11 22 33');
  await user.selectOptions(screen.getByRole('combobox', { name: /Sujet/ }), 'Demande de visite');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Je souhaite visiter la villa de Kribi.');
}

beforeEach(() => {
  send.mockReset();
  // The map check stays pending unless a test is about the map, so it cannot update the page mid-test.
  probe.mockReset().mockReturnValue(new Promise(() => undefined));
});

describe('/contact', () => {
  it('shows the coordinates, the opening hours and a link to the FAQ', () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    const coordinates = screen.getByRole('region', { name: 'Nos coordonnées' });
    expect(coordinates).toHaveTextContent('Rue Joss, Bonanjo, Douala, Cameroun');
    expect(hrefOf('+237 6 99 00 00 00')).toBe('tel:+237699000000');
    expect(hrefOf('contact@immo237.cm')).toBe('mailto:contact@immo237.cm');
    const hours = screen.getByRole('region', { name: "Horaires d'ouverture" });
    expect(hours).toHaveTextContent('Lundi – Vendredi9h – 19h');
    expect(hours).toHaveTextContent('Samedi10h – 18h');
    expect(hours).toHaveTextContent('DimancheFermé');
    expect(hrefOf('Consulter la FAQ')).toBe('/faq');
  });

  it('degrades the map to the address and a link when the map host cannot be reached', async () => {
    probe.mockResolvedValue(false);
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(
      await screen.findByText("La carte ne peut pas s'afficher pour le moment. Voici notre adresse :"),
    ).toBeVisible();
    expect(screen.queryByTitle(/Carte de l'agence/)).not.toBeInTheDocument();
    expect(hrefOf(/Voir l'adresse sur OpenStreetMap/)).toContain('openstreetmap.org/?mlat=');
  });

  it('embeds the map lazily when the map host answers', async () => {
    probe.mockResolvedValue(true);
    renderRoute(<ContactPage />, { path: '/contact' });
    const frame = await screen.findByTitle("Carte de l'agence Immo237 à Bonanjo, Douala");
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toContain('openstreetmap.org/export/embed.html');
  });

  it('shows the required-field messages under each field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ContactPage />, { path: '/contact' });
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'pas-un-email');
    await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('textbox', { name: /Nom complet/ })).toHaveAccessibleDescription(
      'Le nom est requis',
    );
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription(
      'Email invalide',
    );
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveAccessibleDescription(
      /Numéro de téléphone invalide/,
    );
    expect(screen.getByRole('combobox', { name: /Sujet/ })).toHaveAccessibleDescription(
      'Le sujet est requis',
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      'Le message est requis',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message, shows sending then the success banner and empties the fields', async () => {
    let answer: (value: { id: string; sent: true }) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderRoute(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('button', { name: /Envoi en cours/ })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Paul Biya Ndzi',
      email: 'paul@example.cm',
      phone: '+237 677 11 22 33',
      subject: 'visit',
      message: 'Je souhaite visiter la villa de Kribi.',
    });
    answer({ id: 'm1', sent: true });
    expect(
      await screen.findByText(
        'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nom complet/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Sujet/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Nom complet/ })).not.toHaveAccessibleDescription(
      'Le nom est requis',
    );
  });

  it('keeps what was typed and shows the failure banner when the API refuses', async () => {
    send.mockRejectedValue(new ApiError({ code: 'UNKNOWN', status: 500, message: 'boom' }));
    const user = userEvent.setup({ delay: null });
    renderRoute(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
    );
    expect(screen.getByRole('textbox', { name: /Nom complet/ })).toHaveValue('Paul Biya Ndzi');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Je souhaite visiter la villa de Kribi.',
    );
  });

  it('says to wait when the API rate-limits the messages (TOO_MANY_REQUESTS)', async () => {
    send.mockRejectedValue(new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'slow down' }));
    const user = userEvent.setup({ delay: null });
    renderRoute(<ContactPage />, { path: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/patienter une minute/);
    expect(within(screen.getByRole('alert')).queryByText(/succès/)).not.toBeInTheDocument();
  });
});
