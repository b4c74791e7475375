import { act } from '@testing-library/react';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';

/** Between tests: no toast left on screen, a signed-out store, empty storage and cookies. */
export function resetBetweenTests() {
  act(() => {
    toast.remove();
    useAuthStore.getState().logout();
  });
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
