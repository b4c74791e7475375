import { AUTH_STORAGE_KEY, useAuthStore } from '../auth-store';

const hint = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .includes('immo237-session=1');

const user = { id: 'u1', email: 'awa@example.cm', firstName: 'Awa' };

beforeEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
});

describe('the session hint cookie', () => {
  it('is written when the store gains a session and removed when it loses it (logout)', () => {
    expect(hint()).toBe(false);
    useAuthStore.getState().login(user, 'access-token');
    expect(hint()).toBe(true);
    // Nothing personal in it: the cookie says '1', never who.
    expect(document.cookie).not.toMatch(/Awa|u1|access-token/);
    useAuthStore.getState().logout();
    expect(hint()).toBe(false);
  });

  it('follows the store when a session is restored from storage, and when the stored one is corrupt', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user, token: 'access-token', isAuthenticated: true }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(hint()).toBe(true);
    localStorage.setItem(AUTH_STORAGE_KEY, '{"state": {"user": {"id": "u1"}, "token": "", "isAuthen');
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(hint()).toBe(false);
  });

  it('is removed when the stored session is of another version', async () => {
    useAuthStore.getState().login(user, 'access-token');
    expect(hint()).toBe(true);
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user, token: 'access-token', isAuthenticated: true }, version: 99 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(hint()).toBe(false);
  });
});
