import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router-dom';

/** How long to wait for the shell's guard to react to the new session before navigating anyway. */
const SETTLE_MS = 1500;

/**
 * Goes to `target` once the new session has been seen by the shell. Why not simply navigate: /login is a
 * public-only route, and the shell's guard sends a signed-in visitor to '/'. React Router 7 runs
 * navigations as transitions while the auth store update renders synchronously, so the guard always
 * renders first and its redirect to '/' would win over ours. We let it happen, wait until the router is
 * idle away from /login, then replace that entry with the target (the back button skips both).
 * Outside the shell's data router (standalone harness, tests) there is no guard: navigate at once.
 */
export function useAfterSignIn(): (target: string) => Promise<void> {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  return useCallback(
    async (target: string) => {
      if (router) {
        await new Promise<void>((resolve) => {
          const settled = () =>
            router.state.navigation.state === 'idle' && router.state.location.pathname !== '/login';
          let unsubscribe = () => undefined as void;
          const done = () => {
            unsubscribe();
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, SETTLE_MS);
          unsubscribe = router.subscribe(() => {
            if (settled()) done();
          });
          if (settled()) done();
        });
        const here = `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
        if (here !== target) await router.navigate(target, { replace: true });
        return;
      }
      await navigate(target, { replace: true });
    },
    [navigate, router],
  );
}
