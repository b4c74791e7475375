import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { renderRoute } from '@immo237/shared/test-utils/render-route';
import '../../../i18n';
import { deleteDevicePush, getDevicePush, getPushPublicKey, saveDevicePush } from '../api/push-subscriptions';
import { PushNotificationsPanel } from '../components/push-notifications-panel';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  // A session started by a real sign-in (the panel asks nothing otherwise).
  readAccessToken: jest.fn(() => 'access-token'),
}));
jest.mock('../api/push-subscriptions', () => ({
  getPushPublicKey: jest.fn(),
  getDevicePush: jest.fn(),
  saveDevicePush: jest.fn(),
  deleteDevicePush: jest.fn(),
}));

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEY = 'BLfqJAgqzajsSTLWKaSgMmTvh65-_fJbd5bCFQzxp5TvOoXq3xjQh-Y34-oRf6F73NgJ926LX333voSfRjzCm7k';
const ALL = { messages: true, visits: true, alerts: true };

/** A browser subscription as the fake push manager makes it. */
function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    unsubscribe: jest.fn().mockResolvedValue(true),
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh', auth: 'auth' } }),
  };
}

/** A browser with a service worker, the Push API and notifications; `subscribed` if the device already is. */
function fakeBrowser({ subscribed = false, permission = 'default', answer = 'granted' } = {}) {
  let current = subscribed ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = fakeSubscription();
      return current;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  const requestPermission = jest.fn(async () => answer);
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission },
  });
  return { pushManager, requestPermission, subscription: () => current };
}

function noPushApi() {
  delete (window as Partial<typeof window>).PushManager;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
}

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useAuthStore.getState().login({ id: 'u1', email: 'awa@example.cm' }, 'jwt'));
  jest.mocked(getPushPublicKey).mockResolvedValue(KEY);
  jest
    .mocked(saveDevicePush)
    .mockImplementation(async (sub, kinds) => ({ endpoint: sub.endpoint as string, kinds }));
  jest.mocked(deleteDevicePush).mockResolvedValue();
});
afterEach(noPushApi);

const deviceBox = () => screen.getByRole('checkbox', { name: 'Recevoir les notifications sur cet appareil' });

describe("'Notifications' on the profile", () => {
  it('subscribes the device once allowed, with the site key, and saves it with every kind on', async () => {
    const browser = fakeBrowser();
    renderRoute(<PushNotificationsPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(deviceBox()).toBeEnabled());
    expect(deviceBox()).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Nouveaux messages' })).not.toBeInTheDocument();

    await userEvent.click(deviceBox());
    expect(await screen.findByRole('status')).toHaveTextContent('Préférence enregistrée.');
    expect(browser.requestPermission).toHaveBeenCalled();
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(saveDevicePush).toHaveBeenCalledWith(expect.objectContaining({ endpoint: ENDPOINT }), ALL);
    expect(deviceBox()).toBeChecked();
    for (const name of ['Nouveaux messages', 'Décisions sur mes visites', 'Alertes de recherche'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
  });

  it("shows the device's saved kinds and saves a change of one", async () => {
    fakeBrowser({ subscribed: true, permission: 'granted' });
    jest.mocked(getDevicePush).mockResolvedValue({ endpoint: ENDPOINT, kinds: { ...ALL, alerts: false } });
    renderRoute(<PushNotificationsPanel />);
    const alerts = await screen.findByRole('checkbox', { name: 'Alertes de recherche' });
    expect(getDevicePush).toHaveBeenCalledWith(ENDPOINT);
    expect(deviceBox()).toBeChecked();
    expect(alerts).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Décisions sur mes visites' }));
    expect(saveDevicePush).toHaveBeenLastCalledWith(expect.objectContaining({ endpoint: ENDPOINT }), {
      messages: true,
      visits: false,
      alerts: false,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Préférence enregistrée.');
    expect(screen.getByRole('checkbox', { name: 'Décisions sur mes visites' })).not.toBeChecked();
  });

  it('puts a kind back and says so when the change cannot be saved', async () => {
    fakeBrowser({ subscribed: true, permission: 'granted' });
    jest.mocked(getDevicePush).mockResolvedValue({ endpoint: ENDPOINT, kinds: ALL });
    jest.mocked(saveDevicePush).mockRejectedValue(new Error('offline'));
    renderRoute(<PushNotificationsPanel />);
    const messages = await screen.findByRole('checkbox', { name: 'Nouveaux messages' });
    await userEvent.click(messages);
    expect(await screen.findByRole('alert')).toHaveTextContent("Votre choix n'a pas pu être enregistré.");
    expect(screen.getByRole('checkbox', { name: 'Nouveaux messages' })).toBeChecked();
  });

  it('turning it off forgets the device on the site and unsubscribes the browser', async () => {
    const browser = fakeBrowser({ subscribed: true, permission: 'granted' });
    jest.mocked(getDevicePush).mockResolvedValue({ endpoint: ENDPOINT, kinds: ALL });
    const subscription = browser.subscription();
    renderRoute(<PushNotificationsPanel />);
    await waitFor(() => expect(deviceBox()).toBeChecked());
    await userEvent.click(deviceBox());
    await waitFor(() => expect(deviceBox()).not.toBeChecked());
    expect(deleteDevicePush).toHaveBeenCalledWith(ENDPOINT);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByRole('checkbox', { name: 'Nouveaux messages' })).not.toBeInTheDocument();
  });

  it('turning it off still unsubscribes the browser when the site had already forgotten the device', async () => {
    const browser = fakeBrowser({ subscribed: true, permission: 'granted' });
    jest.mocked(getDevicePush).mockResolvedValue({ endpoint: ENDPOINT, kinds: ALL });
    jest.mocked(deleteDevicePush).mockRejectedValue(new ApiError({ code: 'NOT_FOUND', status: 404 }));
    renderRoute(<PushNotificationsPanel />);
    await waitFor(() => expect(deviceBox()).toBeChecked());
    await userEvent.click(deviceBox());
    await waitFor(() => expect(deviceBox()).not.toBeChecked());
    expect(browser.subscription()?.unsubscribe).toHaveBeenCalled();
  });

  it('a device subscribed for another account shows as off', async () => {
    fakeBrowser({ subscribed: true, permission: 'granted' });
    jest.mocked(getDevicePush).mockResolvedValue(null);
    renderRoute(<PushNotificationsPanel />);
    await waitFor(() => expect(deviceBox()).toBeEnabled());
    expect(deviceBox()).not.toBeChecked();
  });

  it('says so when the browser blocks notifications, and subscribes nothing', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    renderRoute(<PushNotificationsPanel />);
    await waitFor(() => expect(deviceBox()).toBeEnabled());
    await userEvent.click(deviceBox());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les notifications sont bloquées pour ce site',
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(saveDevicePush).not.toHaveBeenCalled();
    expect(deviceBox()).not.toBeChecked();
  });

  it('says when this browser has no Push API or no service worker', async () => {
    noPushApi();
    renderRoute(<PushNotificationsPanel />);
    expect(
      await screen.findByText('Les notifications ne sont pas disponibles sur ce navigateur.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
