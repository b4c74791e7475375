import '../../../test-utils/mock-detail-calls';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient, listFavourites } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { OUTBOX_KEY, clearOutbox } from '@immo237/shared/offline';
import { toast } from '@immo237/shared/toast';
import { startConversation } from '../api/start-conversation';
import PropertyDetailPage from '../pages/property-detail-page';
import { COOLDOWN_KEY } from '../../../lib/message-cooldown';
import { makeProduct } from '../../../test-utils/product';
import { renderRoute } from '../../../test-utils/render-route';
import { getProductDetails } from '../../../lib/api/get-product-details';
import { sendMessageToAdmin } from '../api/send-message-to-admin';

const send = sendMessageToAdmin as jest.MockedFunction<typeof sendMessageToAdmin>;
const start = jest.mocked(startConversation);
const product = makeProduct({ name: 'Villa à Bastos' });

async function openForm() {
  (getProductDetails as jest.Mock).mockResolvedValue(product);
  renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
  // The form is a lazy chunk: its first import under jest (and on a busy machine) can take a while.
  await screen.findByRole('heading', { level: 2, name: 'Contacter le propriétaire' }, { timeout: 15_000 });
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Nom/), 'Awa Njoya');
  await userEvent.type(screen.getByLabelText(/^Email/), 'awa@example.cm');
  await userEvent.type(screen.getByLabelText(/^Message/), 'Est-elle encore disponible ?');
}

jest.setTimeout(20_000);

beforeEach(() => window.localStorage.removeItem(COOLDOWN_KEY));
afterEach(() => act(() => useAuthStore.getState().logout()));

/** A signed-in member (the page's heart asks for their favourites too). */
function signIn(id = 'member-1') {
  (listFavourites as jest.Mock).mockResolvedValue([]);
  act(() => useAuthStore.getState().login({ id, email: 'awa@example.cm' } as never, 'token'));
}

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

describe('detail contact form, by who is writing', () => {
  it('offers a visitor without an account to sign in, back to this listing, and keeps the full form', async () => {
    await openForm();
    const signInLink = screen.getByRole('link', { name: 'Connectez-vous' });
    expect(signInLink).toHaveAttribute('href', '/login?redirect=%2Fdetails%2Fvilla');
    expect(signInLink.parentElement).toHaveTextContent(
      "Connectez-vous pour suivre la conversation sur Immo237 : vos échanges avec l'annonceur restent sur le site.",
    );
    expect(screen.getByLabelText(/^Nom/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it("starts a signed-in member's discussion with the productId and the trimmed message, then links to it", async () => {
    signIn();
    start.mockResolvedValue({
      id: 'c-42',
      created: true,
      message: {
        id: 'm1',
        body: 'Est-elle libre ?',
        createdAt: '2026-11-01T10:00:00.000Z',
        senderId: 'member-1',
        mine: true,
      },
    });
    await openForm();
    // The discussion knows who writes: no name, email, phone or subject, and no sign-in offer.
    expect(screen.queryByLabelText(/^Nom/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connectez-vous' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Message/), '  Est-elle libre ?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('link', { name: 'Voir la discussion' })).toHaveAttribute(
      'href',
      '/profile/discussions/c-42',
    );
    expect(start).toHaveBeenCalledWith({ productId: product.id, message: 'Est-elle libre ?' });
    expect(send).not.toHaveBeenCalled();
    expect(
      screen.getByRole('link', { name: 'Voir la discussion' }).closest('[role="status"]'),
    ).toHaveTextContent(
      "Votre message a été envoyé à l'annonceur. Sa réponse arrivera dans vos discussions.",
    );
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
  });

  it('says when the message joined the discussion the member already had about this listing', async () => {
    signIn();
    start.mockResolvedValue({
      id: 'c-7',
      created: false,
      message: {
        id: 'm2',
        body: 'Encore moi',
        createdAt: '2026-11-01T10:00:00.000Z',
        senderId: 'member-1',
        mine: true,
      },
    });
    await openForm();
    await userEvent.type(screen.getByLabelText(/^Message/), 'Encore moi');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await screen.findByText("Votre message a été ajouté à votre discussion avec l'annonceur."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la discussion' })).toHaveAttribute(
      'href',
      '/profile/discussions/c-7',
    );
  });

  it.each([
    ['BLOCKED', 403, 'Vous ne pouvez plus écrire à cette personne : elle a bloqué vos messages.'],
    [
      'CONVERSATION_CLOSED',
      403,
      "Ce compte a été désactivé : la discussion n'accepte plus de nouveaux messages.",
    ],
    ['NOT_FOUND', 404, "Cette annonce n'est plus en ligne : elle n'accepte plus de messages."],
    ['RATE_LIMITED', 429, 'Trop de messages envoyés. Veuillez patienter avant de réessayer.'],
    ['MESSAGE_TOO_LONG', 400, 'Le message ne doit pas dépasser 2000 caractères.'],
  ])('keeps the typed message and says %s (%i) in French', async (code, status, text) => {
    signIn();
    start.mockRejectedValue(new ApiError({ code, status, message: 'refusé' }));
    await openForm();
    await userEvent.type(screen.getByLabelText(/^Message/), 'Est-elle encore disponible ?');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Est-elle encore disponible ?');
    expect(screen.queryByRole('link', { name: 'Voir la discussion' })).not.toBeInTheDocument();
  });

  it('refuses a message over 2000 characters before sending it, counting an emoji as one', async () => {
    signIn();
    start.mockResolvedValue({
      id: 'c-1',
      created: true,
      message: {
        id: 'm3',
        body: '',
        createdAt: '2026-11-01T10:00:00.000Z',
        senderId: 'member-1',
        mine: true,
      },
    });
    await openForm();
    const message = screen.getByLabelText(/^Message/);
    await userEvent.click(message);
    await userEvent.paste('a'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByText('Le message ne doit pas dépasser 2000 caractères.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveValue('a'.repeat(2001));
    expect(start).not.toHaveBeenCalled();
    // 2000 emojis are 4000 UTF-16 units, but 2000 characters for the API: sent.
    await userEvent.clear(message);
    await userEvent.paste('😀'.repeat(2000));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it("shows the listing's owner a note instead of a form to write to themselves", async () => {
    signIn(product.user_id);
    (getProductDetails as jest.Mock).mockResolvedValue(product);
    renderRoute(<PropertyDetailPage />, { path: '/details/:slug', url: '/details/villa' });
    const link = await screen.findByRole('link', { name: 'Voir mes discussions' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/profile/discussions');
    expect(link.parentElement).toHaveTextContent(
      "C'est votre annonce : les messages des personnes intéressées arrivent dans vos discussions.",
    );
    expect(screen.queryByRole('heading', { name: 'Contacter le propriétaire' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Message/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
  });

  it("keeps a member's message written offline, 'En attente d'envoi' even after a reload, and sends it once online", async () => {
    let online = false;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const post = jest.spyOn(apiClient, 'post');
    clearOutbox();
    signIn();
    await openForm();
    await userEvent.type(screen.getByLabelText(/^Message/), 'Est-elle encore disponible ?');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const waiting = (await screen.findByText("En attente d'envoi")).closest('[role="status"]');
    expect(waiting).toHaveTextContent("En attente d'envoi");
    expect(waiting).toHaveTextContent('Est-elle encore disponible ?');
    expect(start).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();

    // A reload of the page: the message is still there, still waiting.
    cleanup();
    await openForm();
    expect(await screen.findByText("En attente d'envoi")).toBeInTheDocument();
    expect(localStorage.getItem(OUTBOX_KEY)).toContain('Est-elle encore disponible ?');

    post.mockResolvedValue({
      data: { statusCode: 'CREATED_SUCCESSFULLY', data: { id: 'c-9', created: true } },
    });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByText(
        "Votre message a été envoyé à l'annonceur. Sa réponse arrivera dans vos discussions.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("En attente d'envoi")).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/conversations',
      { productId: product.id, message: 'Est-elle encore disponible ?' },
      expect.objectContaining({ authenticated: true }),
    );
    expect(screen.getByRole('link', { name: 'Voir la discussion' })).toHaveAttribute(
      'href',
      '/profile/discussions/c-9',
    );
  }, 60_000);
});
