import { Suspense, type ReactNode } from 'react';
import { CLIENT_ONLY_DIGEST } from './client-only-digest';

export { CLIENT_ONLY_DIGEST };

/** Thrown while rendering on the server: React sends the boundary's fallback and the browser draws the rest. */
export class ClientOnlyError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor(what: string) {
    super(`${what} is drawn in the browser`);
    this.name = 'ClientOnlyError';
  }
}

/** Whether this render happens on the server (the shell's server render sets it for its whole process). */
export const isServer = typeof window === 'undefined';

function Refuse({ what }: { what: string }): never {
  throw new ClientOnlyError(what);
}

/**
 * Content that depends on what only the browser knows (the session in localStorage, a remote the server could
 * not load): the server sends `fallback` and marks the boundary, the browser renders `children` in its place
 * without a hydration mismatch.
 */
export function ClientOnly({
  what,
  fallback,
  children,
}: {
  what: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return <Suspense fallback={fallback}>{isServer ? <Refuse what={what} /> : children}</Suspense>;
}

/** false during the server render and the hydration that follows it, true afterwards (and in a browser render). */
export { useHydrated } from '@immo237/shared/ui';
