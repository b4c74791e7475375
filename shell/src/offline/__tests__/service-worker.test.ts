import { useAuthStore } from '@immo237/shared/auth';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { LiveMark } from '../../federation/live-mark';
import { pageLiveAndLoaded, startServiceWorker } from '../service-worker';

function fakeWindow(settings: unknown) {
  const postMessage = jest.fn();
  const register = jest.fn().mockResolvedValue({});
  const unsubscribe = jest.fn().mockResolvedValue(true);
  const getRegistration = jest.fn().mockResolvedValue({
    pushManager: { getSubscription: jest.fn().mockResolvedValue({ unsubscribe }) },
  });
  document.body.innerHTML = `<script id="immo237-settings" type="application/json">${JSON.stringify(settings)}</script>`;
  const win = {
    document,
    navigator: { serviceWorker: { register, getRegistration, controller: { postMessage } } },
    requestIdleCallback: (run: () => void) => run(),
    setTimeout,
  } as unknown as Window & typeof globalThis;
  return { win, register, postMessage, unsubscribe };
}

afterEach(() => {
  useAuthStore.setState({ user: null, token: null });
});

describe('the service worker', () => {
  it("is registered with the site's bound for what it keeps, once the page is live, not before", async () => {
    const { win, register } = fakeWindow({ offline: { cacheMb: 20 } });
    let live!: () => void;
    startServiceWorker(win, new Promise<void>((resolve) => (live = resolve)));
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    live();
    await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js?cacheMb=20', { scope: '/' }));
  });

  it('waits for the live mark and the load event, then resolves', async () => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    } as unknown as Window & typeof globalThis;
    let settled = false;
    void pageLiveAndLoaded(win).then(() => (settled = true));
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    await flush();
    listeners.load?.();
    await flush();
    expect(settled).toBe(false);
    render(createElement(LiveMark));
    await waitFor(() => expect(settled).toBe(true));
  });

  it('is told to forget the kept pages when the session ends, not before', () => {
    useAuthStore.setState({ user: { id: 7 } as never, token: 'token' });
    const { win, postMessage } = fakeWindow({});
    startServiceWorker(win, Promise.resolve());
    useAuthStore.setState({ token: 'refreshed' });
    expect(postMessage).not.toHaveBeenCalled();
    useAuthStore.setState({ user: null, token: null });
    expect(postMessage).toHaveBeenCalledWith({ type: 'immo237:forget-private' });
  });

  it("ends the device's push notifications when the session ends, not before", async () => {
    useAuthStore.setState({ user: { id: 7 } as never, token: 'token' });
    const { win, unsubscribe } = fakeWindow({});
    startServiceWorker(win, Promise.resolve());
    useAuthStore.setState({ token: 'refreshed' });
    expect(unsubscribe).not.toHaveBeenCalled();
    useAuthStore.setState({ user: null, token: null });
    await waitFor(() => expect(unsubscribe).toHaveBeenCalled());
  });
});
