import { act } from '@testing-library/react';
import { useAuthStore } from '@immo237/shared/auth';

/** The member the header's tests sign in. */
export const AWA = { id: 'u1', email: 'awa@example.cm', firstName: 'Awa', lastName: 'Njoya' };

/** Every test of the file starts signed out, with nothing kept in localStorage. */
export function startEachTestSignedOut() {
  beforeEach(() => {
    act(() => useAuthStore.getState().logout());
    localStorage.clear();
  });
}
