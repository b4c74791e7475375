import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { browserQueryClient, resetBrowserQueryClient, unreadConversationsKey } from '@immo237/shared/data';
import { setLanguage } from '@immo237/shared/i18n';
import { OUTBOX_KEY, clearOutbox } from '@immo237/shared/offline';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { blockUser } from '../api/block-user';
import { getConversation } from '../api/get-conversation';
import { listConversations } from '../api/list-conversations';
import { listMessages } from '../api/list-messages';
import { markConversationRead } from '../api/mark-conversation-read';
import { reportConversation } from '../api/report-conversation';
import { sendMessage } from '../api/send-message';
import { unblockUser } from '../api/unblock-user';
import { useConversationStream } from '../hooks/use-conversation-stream';
import { DiscussionsPage } from '../pages/discussions-page';
import { conversation, message, messagesPage } from './discussion-fixtures';

jest.mock('../api/list-conversations', () => ({ listConversations: jest.fn() }));
jest.mock('../api/get-conversation', () => ({ getConversation: jest.fn() }));
jest.mock('../api/list-messages', () => ({ listMessages: jest.fn() }));
jest.mock('../api/send-message', () => ({ sendMessage: jest.fn() }));
jest.mock('../api/mark-conversation-read', () => ({ markConversationRead: jest.fn() }));
jest.mock('../api/report-conversation', () => ({ reportConversation: jest.fn() }));
jest.mock('../api/block-user', () => ({ blockUser: jest.fn() }));
jest.mock('../api/unblock-user', () => ({ unblockUser: jest.fn() }));
// The live stream: the test plays the server's part, handing the page the events it would push.
jest.mock('../hooks/use-conversation-stream', () => ({ useConversationStream: jest.fn() }));

jest.setTimeout(20_000);

const villa = conversation('c1', { unread: 2 });
const studio = conversation('c2', {
  listing: { id: 'p-c2', name: 'Studio à Akwa', slug: 'studio-akwa', photo: null },
  other: { id: 'u3', name: 'Immo Plus Douala', agentSlug: 'immo-plus-douala', verified: true },
  lastMessage: { excerpt: 'Je passe demain à 10 h.', createdAt: '2026-02-27T12:00:00.000Z', mine: true },
});
const latest = [
  message('m3', 'Bonjour, la villa est-elle toujours disponible ?', false),
  message('m4', 'Oui, toujours.', true),
];

/** Renders the page as the area mounts it, at `url`, with the current address shown. */
const renderPage = (url = '/profile/discussions') =>
  renderRoute(<DiscussionsPage base="/profile" />, {
    path: '/profile/discussions/:id?',
    url,
    showLocation: true,
    queryData: [[unreadConversationsKey('u1'), 2]],
  });

const currentPath = () => screen.getByRole('status', { name: 'current location' }).textContent;
const field = () => screen.getByRole('textbox', { name: 'Votre message' });
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });
/** Waits for the thread of c1 to be drawn (its listing is its heading). */
const openThread = async (url = '/profile/discussions/c1') => {
  renderPage(url);
  return screen.findByRole('heading', { level: 2, name: 'Villa meublée à Bastos' });
};

let online = true;

beforeEach(() => {
  jest.clearAllMocks();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  clearOutbox();
  resetBrowserQueryClient();
  act(() => useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt'));
  jest.mocked(listConversations).mockResolvedValue({
    items: [villa, studio],
    meta: { total: 2, page: 1, limit: 20, unread: 2 },
  });
  jest.mocked(getConversation).mockResolvedValue(villa);
  jest.mocked(listMessages).mockResolvedValue(messagesPage(latest));
  jest.mocked(markConversationRead).mockResolvedValue({ id: 'c1', unreadTotal: 0 });
});

describe('Discussions: the list', () => {
  it('lists the threads newest first with photo or placeholder, the other person, the last words and unread counts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Vos discussions' }));
    const rows = list.getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/profile/discussions/c1',
      '/profile/discussions/c2',
    ]);
    expect(rows[0]).toHaveAccessibleName(
      /Villa meublée à Bastos.*Paul E\..*la villa est-elle.*2 messages non lus/,
    );
    expect(within(rows[0]!).getByText('3 mars 2026')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.cm/villa-640.webp');
    // No photo: the neutral square, no image; my last message is marked as mine; a verified agent; nothing unread.
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(within(rows[1]!).getByText('Vous : Je passe demain à 10 h.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Vérifié')).toBeInTheDocument();
    expect(rows[1]).not.toHaveAccessibleName(/non lu/);
    expect(listConversations).toHaveBeenCalledWith(1, 20);
    expect(screen.getByRole('link', { name: 'Nouveau message' })).toHaveAttribute(
      'href',
      '/profile/favorites',
    );
  });

  it('says when there is no discussion yet and links to the search', async () => {
    jest.mocked(listConversations).mockResolvedValue({
      items: [],
      meta: { total: 0, page: 1, limit: 20, unread: 0 },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucune discussion pour le moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les annonces' })).toHaveAttribute('href', '/search');
  });

  it('is complete in English', async () => {
    jest.mocked(listConversations).mockResolvedValue({
      items: [],
      meta: { total: 0, page: 1, limit: 20, unread: 0 },
    });
    await act(() => setLanguage('en'));
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New message' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('fr'));
    }
  });
});

describe('Discussions: a thread', () => {
  it('opening a row goes to the thread, marks it read and refreshes the unread counts', async () => {
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Vos discussions' }));
    await userEvent.click(list.getAllByRole('link')[0]!);
    expect(currentPath()).toBe('/profile/discussions/c1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Villa meublée à Bastos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(markConversationRead).toHaveBeenCalledWith('c1'));
    await waitFor(() =>
      expect(browserQueryClient().getQueryState(unreadConversationsKey('u1'))?.isInvalidated).toBe(true),
    );
    // The list's row has nothing unread any more.
    await waitFor(() =>
      expect(list.getAllByRole('link', { hidden: true })[0]).not.toHaveAccessibleName(/non lu/),
    );
  });

  it('shows the listing, the other person, the safety notice and the messages, mine on the right', async () => {
    const heading = await openThread();
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/details/villa-meublee-bastos');
    const pane = within(screen.getByRole('region', { name: 'Villa meublée à Bastos' }));
    expect(pane.getByText('Paul E.')).toBeInTheDocument();
    expect(pane.queryByText('Vérifié')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Ne payez jamais de frais de visite ni d'avance avant d'avoir visité le bien et vérifié les documents.",
      ),
    ).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      /^Paul E\. : Bonjour, la villa est-elle toujours disponible \?3 mars 2026 à \d{2}:\d{2}$/,
    );
    expect(items[1]).toHaveTextContent(/^Vous : Oui, toujours\.3 mars 2026 à \d{2}:\d{2}$/);
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-03T12:00:00.000Z');
    expect(getComputedStyle(items[1]!).justifyItems).toBe('end');
    expect(getComputedStyle(items[0]!).justifyItems).toBe('start');
    expect(screen.getByRole('link', { name: 'Toutes les discussions' })).toHaveAttribute(
      'href',
      '/profile/discussions',
    );
    expect(listMessages).toHaveBeenCalledWith('c1');
    // A phone shows one column at a time: with a thread open, the list is out of view (from md it is beside it).
    expect(screen.queryByRole('list', { name: 'Vos discussions' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vos discussions', hidden: true })).toBeInTheDocument();
  });

  it('loads the older messages through the cursor', async () => {
    jest
      .mocked(listMessages)
      .mockImplementation(async (_id, before) =>
        before === 'm3'
          ? messagesPage([message('m1', 'Bonsoir', false, 1), message('m2', 'Bonsoir Paul', true, 1)])
          : messagesPage(latest, 'm3'),
      );
    await openThread();
    await userEvent.click(screen.getByRole('button', { name: 'Charger les messages précédents' }));
    expect(listMessages).toHaveBeenLastCalledWith('c1', 'm3');
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Bonsoir');
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('1er mars 2026');
    // The oldest page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Charger les messages précédents' })).not.toBeInTheDocument();
  });
});

describe('Discussions: replying', () => {
  it('sends, disables Envoyer while sending, adds the message and empties the field', async () => {
    let answer: (value: ReturnType<typeof message>) => void = () => undefined;
    jest.mocked(sendMessage).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await openThread();
    await userEvent.type(field(), '  Je peux visiter samedi ?  ');
    await userEvent.click(sendButton());
    expect(sendMessage).toHaveBeenCalledWith('c1', 'Je peux visiter samedi ?');
    expect(sendButton()).toBeDisabled();
    await act(async () => answer(message('m5', 'Je peux visiter samedi ?', true)));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(sendButton()).toBeEnabled();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Je peux visiter samedi ?');
    await waitFor(() =>
      expect(browserQueryClient().getQueryState(unreadConversationsKey('u1'))?.isInvalidated).toBe(true),
    );
  });

  it('refuses an empty message and one over 2000 characters, keeping what was typed', async () => {
    await openThread();
    await userEvent.type(field(), '   ');
    await userEvent.click(sendButton());
    expect(screen.getByText('Le message ne peut pas être vide.')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('Le message ne peut pas être vide.');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('   ');

    const long = 'a'.repeat(2001);
    await userEvent.clear(field());
    await userEvent.click(field());
    await userEvent.paste(long);
    await userEvent.click(sendButton());
    expect(screen.getByText('Le message ne doit pas dépasser 2000 caractères.')).toBeInTheDocument();
    expect(field()).toHaveValue(long);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it("shows the API's French refusal and keeps the text", async () => {
    jest.mocked(sendMessage).mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Vous avez envoyé trop de messages : réessayez dans 12 minutes.',
      }),
    );
    await openThread();
    await userEvent.type(field(), 'Toujours libre ?');
    await userEvent.click(sendButton());
    expect(
      await screen.findByText('Vous avez envoyé trop de messages : réessayez dans 12 minutes.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('Toujours libre ?');
    expect(field()).toHaveFocus();
    expect(sendButton()).toBeEnabled();

    // No answer from the API: our own words, never axios's English.
    jest.mocked(sendMessage).mockRejectedValue(new ApiError({ status: 500, message: 'Request failed' }));
    await userEvent.click(sendButton());
    expect(
      await screen.findByText("Votre message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez."),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('Toujours libre ?');
  });

  it("keeps a reply written offline, 'En attente d'envoi', and sends it when the connection returns", async () => {
    const post = jest.spyOn(apiClient, 'post');
    await openThread();
    online = false;
    await userEvent.type(field(), 'Je passe samedi à 10 h.');
    await userEvent.click(sendButton());

    // Kept in the browser (a reload finds it), shown at the end of the thread, the field emptied.
    const log = screen.getByRole('log', { name: 'Messages' });
    const last = () => within(log).getAllByRole('listitem').at(-1)!;
    await waitFor(() => expect(log.textContent).toContain('Je passe samedi à 10 h.'));
    expect(last()).toHaveTextContent("En attente d'envoi");
    expect(field()).toHaveValue('');
    expect(sendMessage).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(localStorage.getItem(OUTBOX_KEY)).toContain('Je passe samedi à 10 h.');

    post.mockResolvedValue({
      data: { statusCode: 'CREATED_SUCCESSFULLY', data: message('m9', 'Je passe samedi à 10 h.', true) },
    });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText("En attente d'envoi")).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      '/conversations/c1/messages',
      { message: 'Je passe samedi à 10 h.' },
      expect.objectContaining({ authenticated: true }),
    );
    expect(last()).toHaveTextContent('Je passe samedi à 10 h.');
    expect(within(log).getAllByText('Je passe samedi à 10 h.', { exact: false })).toHaveLength(1);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    post.mockRestore();
  });

  it('keeps a reply whose send gets no answer (the connection dropped meanwhile)', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiError({ isNetworkError: true, message: 'Network Error' }));
    jest
      .mocked(sendMessage)
      .mockRejectedValue(new ApiError({ isNetworkError: true, message: 'Network Error' }));
    await openThread();
    await userEvent.type(field(), 'Toujours libre ?');
    await userEvent.click(sendButton());
    expect(await screen.findByText("En attente d'envoi")).toBeInTheDocument();
    expect(field()).toHaveValue('');
    post.mockRestore();
  });

  it('reads the thread again when sending finds it blocked: the form gives way to the reason', async () => {
    jest
      .mocked(sendMessage)
      .mockRejectedValue(
        new ApiError({ status: 403, code: 'BLOCKED', message: 'Vous ne pouvez pas écrire.' }),
      );
    await openThread();
    jest.mocked(getConversation).mockResolvedValue({ ...villa, blocked: { byMe: false, byOther: true } });
    await userEvent.type(field(), 'Toujours libre ?');
    await userEvent.click(sendButton());
    expect(
      await screen.findByText('Cette personne ne reçoit plus vos messages : vous ne pouvez plus lui écrire.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).not.toBeInTheDocument();
    expect(getConversation).toHaveBeenCalledTimes(2);
  });

  it('says why nobody can write in a closed thread', async () => {
    jest.mocked(getConversation).mockResolvedValue({ ...villa, closed: true });
    await openThread();
    expect(
      screen.getByText(
        'Le compte de cette personne a été désactivé : cette discussion ne reçoit plus de messages.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  });
});

describe('Discussions: report and block', () => {
  it('asks for a reason, sends the report, confirms; a second report is refused (409)', async () => {
    jest.mocked(reportConversation).mockResolvedValueOnce({
      id: 'r1',
      reason: 'advance_payment',
      createdAt: '2026-03-03T12:00:00.000Z',
    });
    await openThread();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler cette conversation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Signaler cette conversation' }));
    const reasons = within(dialog.getByRole('group', { name: 'Motif du signalement (obligatoire)' }));
    expect(reasons.getAllByRole('radio')).toHaveLength(5);
    expect(reasons.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choisissez un motif de signalement.');
    expect(reportConversation).not.toHaveBeenCalled();

    await userEvent.click(reasons.getByRole('radio', { name: "Demande d'argent avant la visite" }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Précisions (facultatif)' }),
      'Il veut 50 000 FCFA.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(reportConversation).toHaveBeenCalledWith('c1', {
      reason: 'advance_payment',
      detail: 'Il veut 50 000 FCFA.',
    });
    expect(
      await dialog.findByText('Merci, votre signalement a été transmis à notre équipe de modération.'),
    ).toBeInTheDocument();
    // The footer's 'Fermer' (the header's cross has the same name).
    await userEvent.click(dialog.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    jest
      .mocked(reportConversation)
      .mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'ALREADY_REPORTED', message: 'Déjà signalée.' }),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Signaler cette conversation' }));
    const again = within(screen.getByRole('dialog', { name: 'Signaler cette conversation' }));
    await userEvent.click(again.getByRole('radio', { name: 'Harcèlement ou propos insultants' }));
    await userEvent.click(again.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await again.findByRole('alert')).toHaveTextContent('Vous avez déjà signalé cette conversation.');
    expect(reportConversation).toHaveBeenLastCalledWith('c1', { reason: 'harassment' });
  });

  it('blocks after a confirmation, which replaces the form, and unblocks', async () => {
    jest.mocked(blockUser).mockResolvedValue({ userId: 'u2', blocked: true });
    jest.mocked(unblockUser).mockResolvedValue({ userId: 'u2', blocked: false });
    await openThread();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    const confirm = within(screen.getByRole('group', { name: /^Bloquer Paul E\. \?/ }));
    expect(confirm.getByRole('button', { name: 'Oui, bloquer' })).toHaveFocus();
    await userEvent.click(confirm.getByRole('button', { name: 'Annuler' }));
    expect(blockUser).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, bloquer' }));
    expect(blockUser).toHaveBeenCalledWith('u2');
    expect(
      await screen.findByText('Vous avez bloqué cette personne : débloquez-la pour lui écrire à nouveau.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Débloquer' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(unblockUser).toHaveBeenCalledWith('u2');
    expect(await screen.findByRole('textbox', { name: 'Votre message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bloquer' })).toBeInTheDocument();
  });
});

describe('Discussions: live', () => {
  /** What the stream would push: a message of `conversationId` from the other person (or mine). */
  const push = (conversationId: string, id: string, body: string, mine = false) => {
    const [enabled, onEvent] = jest.mocked(useConversationStream).mock.lastCall ?? [];
    expect(enabled).toBe(true);
    act(() => onEvent?.({ conversationId, message: message(id, body, mine) }));
  };

  it('shows a new message of the open thread at once, marks it read and reads the list again', async () => {
    await openThread();
    const log = screen.getByRole('log');
    expect(within(log).queryByText('Je peux visiter samedi ?')).not.toBeInTheDocument();
    jest.mocked(markConversationRead).mockClear();
    const listed = jest.mocked(listConversations).mock.calls.length;
    push('c1', 'm9', 'Je peux visiter samedi ?');
    expect(await within(log).findByText('Je peux visiter samedi ?')).toBeInTheDocument();
    await waitFor(() => expect(markConversationRead).toHaveBeenCalledWith('c1'));
    await waitFor(() => expect(jest.mocked(listConversations).mock.calls.length).toBeGreaterThan(listed));
  });

  it('a message of another thread only refreshes the list and the counts; it is not marked read', async () => {
    await openThread();
    jest.mocked(markConversationRead).mockClear();
    const listed = jest.mocked(listConversations).mock.calls.length;
    push('c2', 'm10', 'Nouveau message sur le studio');
    await waitFor(() => expect(jest.mocked(listConversations).mock.calls.length).toBeGreaterThan(listed));
    expect(markConversationRead).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('log')).queryByText('Nouveau message sur le studio'),
    ).not.toBeInTheDocument();
  });

  it('the same message pushed twice (and already in the thread) is shown once', async () => {
    await openThread();
    push('c1', 'm4', 'Oui, toujours.', true);
    push('c1', 'm4', 'Oui, toujours.', true);
    expect(within(screen.getByRole('log')).getAllByText('Oui, toujours.')).toHaveLength(1);
  });
});
