import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `target` after a sign-in. In the shell, /login sits behind a public-only guard that sends a
 * signed-in visitor to the same safe `redirect` target as soon as the session starts; this navigation then
 * only replaces that entry with the same location (harmless) and is what moves the visitor in the
 * standalone harness and in tests, where no guard exists. `replace`: the back button skips the login page.
 */
export function useAfterSignIn(): (target: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (target: string) => {
      await navigate(target, { replace: true });
    },
    [navigate],
  );
}
