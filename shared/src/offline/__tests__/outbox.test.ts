import MockAdapter from 'axios-mock-adapter';
import { useAuthStore } from '@immo237/shared/auth';
import { initI18n } from '@immo237/shared/i18n';
import { toast } from '@immo237/shared/toast';
import { apiClient, loadApiClient } from '../../api/client';
import { ACCESS_1, ACCESS_2, refreshedAnswer, resetSession, signIn, user } from '../../api/__tests__/helpers';
import { saveTokens } from '../../api/token-storage';
import {
  OUTBOX_KEY,
  clearOutbox,
  flushOutbox,
  onOutboxSent,
  queueMessage,
  readOutbox,
  sendOrQueue,
  startOutbox,
  type OutboxResult,
} from '../outbox';

const stored = (id: string, body: string) => ({
  statusCode: 'CREATED_SUCCESSFULLY',
  data: { id, body, mine: true, createdAt: '2026-11-28T06:00:00.000Z' },
});

let mock: MockAdapter;
let online = true;
const bearer = (config: { headers?: unknown }) =>
  (config.headers as Record<string, string> | undefined)?.Authorization;
const goOnline = async () => {
  online = true;
  window.dispatchEvent(new Event('online'));
  await flushOutbox();
};

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(async () => {
  resetSession();
  clearOutbox();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  mock = new MockAdapter(await loadApiClient());
  signIn();
  startOutbox();
});
afterEach(() => mock.restore());

describe('the outbox', () => {
  it('keeps a reply written offline in the browser, where a reload of the page finds it again', () => {
    online = false;
    const item = queueMessage('reply', 'c1', 'Je peux visiter samedi ?');
    expect(item).toMatchObject({ kind: 'reply', target: 'c1', account: user.id });
    expect(mock.history.post).toHaveLength(0);

    // A reload: a new copy of the module, a new page state, the same localStorage.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('immo237.outbox')];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../outbox') as { readOutbox: typeof readOutbox };
      expect(fresh.readOutbox()).toEqual([
        expect.objectContaining({ id: item!.id, message: 'Je peux visiter samedi ?' }),
      ]);
    });
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(1);
  });

  it("sends what waits when the connection returns, with the session's token of that moment", async () => {
    online = false;
    queueMessage('reply', 'c1', 'Toujours disponible ?');
    queueMessage('listing', '4f1c2b8e-0c6a-4f7e-9d43-6c0a8c9b1e21', 'Bonjour, est-ce libre ?');
    // Meanwhile the session's access token was renewed.
    useAuthStore.setState({ token: ACCESS_2 });
    mock.onPost('/conversations/c1/messages').reply(201, stored('m1', 'Toujours disponible ?'));
    mock.onPost('/conversations').reply(201, {
      statusCode: 'CREATED_SUCCESSFULLY',
      data: { id: 'c9', created: true },
    });
    const sent: OutboxResult[] = [];
    const stop = onOutboxSent((result) => sent.push(result));

    await goOnline();
    stop();

    expect(mock.history.post.map((call) => [call.url, bearer(call)])).toEqual([
      ['/conversations/c1/messages', `Bearer ${ACCESS_2}`],
      ['/conversations', `Bearer ${ACCESS_2}`],
    ]);
    expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({
      productId: '4f1c2b8e-0c6a-4f7e-9d43-6c0a8c9b1e21',
      message: 'Bonjour, est-ce libre ?',
    });
    expect(sent.map((result) => result.kind)).toEqual(['reply', 'listing']);
    expect(readOutbox()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('never replays an expired token: a 401 refreshes the session and the message goes with the new one', async () => {
    online = false;
    queueMessage('reply', 'c1', 'Bonsoir');
    saveTokens({
      accessToken: { token: ACCESS_1, expiresIn: 900 },
      refreshToken: { token: 'refresh-token-one-0123456789abcdef0123456789abcdef', expiresIn: 2_592_000 },
    });
    mock
      .onPost('/conversations/c1/messages')
      .replyOnce(401, { statusCode: 'UNAUTHORIZED', message: 'Jeton expiré.', data: null })
      .onPost('/auth/refresh')
      .replyOnce(201, refreshedAnswer)
      .onPost('/conversations/c1/messages')
      .replyOnce(201, stored('m2', 'Bonsoir'));

    await goOnline();

    const sends = mock.history.post.filter((call) => call.url === '/conversations/c1/messages');
    expect(sends).toHaveLength(2);
    expect(mock.history.post.filter((call) => call.url === '/auth/refresh')).toHaveLength(1);
    expect(bearer(sends[1]!)).toBe(`Bearer ${ACCESS_2}`);
    expect(useAuthStore.getState().token).toBe(ACCESS_2);
    expect(readOutbox()).toEqual([]);
  });

  it('keeps a message that still gets no answer, and shows a refusal of the API with its reason', async () => {
    online = false;
    queueMessage('reply', 'c1', 'Premier');
    queueMessage('reply', 'c2', 'Second');
    mock.onPost('/conversations/c1/messages').networkErrorOnce();
    await goOnline();
    expect(readOutbox().map((item) => item.message)).toEqual(['Premier', 'Second']);

    mock
      .onPost('/conversations/c1/messages')
      .replyOnce(403, {
        statusCode: 'CONVERSATION_CLOSED',
        message: 'Cette discussion est close.',
        data: null,
      })
      .onPost('/conversations/c2/messages')
      .replyOnce(201, stored('m3', 'Second'));
    await goOnline();
    expect(readOutbox()).toEqual([
      expect.objectContaining({ message: 'Premier', refused: 'Cette discussion est close.' }),
    ]);
  });

  it("forgets the account's waiting messages when its session ends", () => {
    online = false;
    queueMessage('reply', 'c1', 'Privé');
    expect(readOutbox()).toHaveLength(1);
    useAuthStore.getState().logout();
    expect(readOutbox()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps nothing for a visitor who is not signed in', () => {
    useAuthStore.getState().logout();
    expect(queueMessage('reply', 'c1', 'Bonjour')).toBeNull();
    expect(readOutbox()).toEqual([]);
  });
});

describe('sendOrQueue', () => {
  const probe = async () =>
    (await loadApiClient()).post('/probe', { body: 'x' }).then((r) => r.data as unknown);

  it('keeps the message without trying when the browser says it is offline', async () => {
    online = false;
    const send = jest.fn(probe);
    const sent = await sendOrQueue('reply', 'c1', 'Hors ligne', send);
    expect(sent).toMatchObject({
      queued: true,
      item: { kind: 'reply', target: 'c1', message: 'Hors ligne' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a message whose send got no answer, and gives the answer of one that went', async () => {
    mock.onPost('/probe').networkErrorOnce();
    await expect(sendOrQueue('listing', 'p1', 'Coupé', probe)).resolves.toMatchObject({ queued: true });
    expect(readOutbox()).toEqual([expect.objectContaining({ kind: 'listing', target: 'p1' })]);
    clearOutbox();
    mock.onPost('/probe').replyOnce(201, { statusCode: 'CREATED_SUCCESSFULLY', data: { id: 'm1' } });
    await expect(sendOrQueue('listing', 'p1', 'Envoyé', probe)).resolves.toEqual({
      queued: false,
      value: { statusCode: 'CREATED_SUCCESSFULLY', data: { id: 'm1' } },
    });
    expect(readOutbox()).toEqual([]);
  });

  it("throws the API's refusal as it came and keeps nothing", async () => {
    mock.onPost('/probe').replyOnce(403, { statusCode: 'BLOCKED', message: 'Refusé', data: null });
    await expect(sendOrQueue('reply', 'c1', 'Refusé', probe)).rejects.toBeTruthy();
    expect(readOutbox()).toEqual([]);
  });
});

describe('a form sent without a connection', () => {
  it('says so in plain words; a read or a send that waits in the outbox says nothing', async () => {
    const error = jest.spyOn(toast, 'error');
    mock.onPost('/user/user-profile').networkError();
    mock.onGet('/user/favourites').networkError();
    mock.onPost('/conversations').networkError();

    await expect(apiClient.post('/user/user-profile', {}, { authenticated: true })).rejects.toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      "Vous êtes hors ligne : votre envoi n'a pas pu partir. Réessayez une fois la connexion revenue.",
      expect.objectContaining({ id: 'immo237-offline-unsent' }),
    );
    error.mockClear();
    await expect(apiClient.get('/user/favourites', { authenticated: true })).rejects.toBeTruthy();
    await expect(
      apiClient.post('/conversations', {}, { authenticated: true, offlineNotice: false }),
    ).rejects.toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });
});
