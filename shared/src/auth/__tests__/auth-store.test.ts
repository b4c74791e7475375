import type * as authModule from '../auth-store';
import { AUTH_STORAGE_KEY, hasValidSession, useAuthStore, type AuthUser } from '../auth-store';

const user: AuthUser = { id: 'u1', email: 'awa@immo237.cm', firstName: 'Awa', lastName: 'Ngono' };

const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as unknown;

async function rehydrateFrom(raw: string | null) {
  if (raw === null) localStorage.removeItem(AUTH_STORAGE_KEY);
  else localStorage.setItem(AUTH_STORAGE_KEY, raw);
  await useAuthStore.persist.rehydrate();
}

beforeEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
});

describe('useAuthStore', () => {
  it('starts signed out and not loading', () => {
    const { user: u, token, isAuthenticated, isLoading } = useAuthStore.getState();
    expect({ u, token, isAuthenticated, isLoading }).toEqual({
      u: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
    });
  });

  it('persists user, token and isAuthenticated under auth-storage, never isLoading', () => {
    expect(AUTH_STORAGE_KEY).toBe('auth-storage');
    useAuthStore.getState().setLoading(true);
    useAuthStore.getState().login(user, 'jwt-1');
    expect(useAuthStore.getState().isLoading).toBe(false);
    useAuthStore.getState().setLoading(true);
    expect(stored()).toEqual({ state: { user, token: 'jwt-1', isAuthenticated: true }, version: 0 });
  });

  it('restores a stored session on rehydration', async () => {
    await rehydrateFrom(
      JSON.stringify({ state: { user, token: 'jwt-2', isAuthenticated: true }, version: 0 }),
    );
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'jwt-2', isAuthenticated: true });
    expect(hasValidSession(useAuthStore.getState())).toBe(true);
  });

  it('logout clears everything, in memory and in storage', () => {
    useAuthStore.getState().login(user, 'jwt-1');
    useAuthStore.getState().setLoading(true);
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(stored()).toEqual({ state: { user: null, token: null, isAuthenticated: false }, version: 0 });
  });

  it('updateUser merges into the signed-in user and keeps the id', () => {
    useAuthStore.getState().login(user, 'jwt-1');
    useAuthStore.getState().updateUser({ firstname: 'Awa', phone: '+237 699 00 00 00' });
    expect(useAuthStore.getState().user).toEqual({ ...user, firstname: 'Awa', phone: '+237 699 00 00 00' });
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('updateUser does nothing when nobody is signed in', () => {
    useAuthStore.getState().updateUser({ bio: 'x' });
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a non-object state', JSON.stringify({ state: 'oops', version: 0 })],
    [
      'a user without id',
      JSON.stringify({ state: { user: { email: 'a@b.cm' }, token: 't', isAuthenticated: true } }),
    ],
    ['a user that is an array', JSON.stringify({ state: { user: [1], token: 't', isAuthenticated: true } })],
    ['a numeric token', JSON.stringify({ state: { user, token: 42, isAuthenticated: true } })],
    ['a user without token', JSON.stringify({ state: { user, token: null, isAuthenticated: true } })],
    ['isAuthenticated as a string', JSON.stringify({ state: { user, token: 't', isAuthenticated: 'yes' } })],
    [
      'an unknown version',
      JSON.stringify({ state: { user, token: 't', isAuthenticated: true }, version: 7 }),
    ],
  ])('clears %s and ends signed out without throwing', async (_case, raw) => {
    useAuthStore.getState().login(user, 'in-memory');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(rehydrateFrom(raw)).resolves.toBeUndefined();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(errors).not.toHaveBeenCalled();
  });

  it('treats nothing stored as signed out', async () => {
    await rehydrateFrom(null);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('hasValidSession', () => {
  it('needs a user with an id and a token', () => {
    expect(hasValidSession({ user, token: 't' })).toBe(true);
    expect(hasValidSession({ user: { ...user, id: 0 }, token: 't' })).toBe(true);
    expect(hasValidSession({ user, token: null })).toBe(false);
    expect(hasValidSession({ user, token: '' })).toBe(false);
    expect(hasValidSession({ user: null, token: 't' })).toBe(false);
    expect(hasValidSession({ user: { ...user, id: '' }, token: 't' })).toBe(false);
  });
});

describe('first load', () => {
  it('clears corrupt data found when the store is created', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"state":{"user":{"email":"x"},"token":"t"');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../auth-store') as typeof authModule;
      expect(fresh.useAuthStore.getState().isAuthenticated).toBe(false);
      expect(fresh.useAuthStore.persist.hasHydrated()).toBe(true);
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
