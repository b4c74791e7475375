import { useAuthStore } from '@immo237/shared/auth';
import { startServiceWorker } from '../service-worker';

function fakeWindow(settings: unknown) {
  const postMessage = jest.fn();
  const register = jest.fn().mockResolvedValue({});
  document.body.innerHTML = `<script id="immo237-settings" type="application/json">${JSON.stringify(settings)}</script>`;
  const win = {
    document,
    navigator: { serviceWorker: { register, controller: { postMessage } } },
    requestIdleCallback: (run: () => void) => run(),
    setTimeout,
  } as unknown as Window & typeof globalThis;
  return { win, register, postMessage };
}

afterEach(() => {
  useAuthStore.setState({ user: null, token: null });
});

describe('the service worker', () => {
  it("is registered with the site's bound for what it keeps", () => {
    const { win, register } = fakeWindow({ offline: { cacheMb: 20 } });
    startServiceWorker(win);
    expect(register).toHaveBeenCalledWith('/sw.js?cacheMb=20', { scope: '/' });
  });

  it('is told to forget the kept pages when the session ends, not before', () => {
    useAuthStore.setState({ user: { id: 7 } as never, token: 'token' });
    const { win, postMessage } = fakeWindow({});
    startServiceWorker(win);
    useAuthStore.setState({ token: 'refreshed' });
    expect(postMessage).not.toHaveBeenCalled();
    useAuthStore.setState({ user: null, token: null });
    expect(postMessage).toHaveBeenCalledWith({ type: 'immo237:forget-private' });
  });
});
