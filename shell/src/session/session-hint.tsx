import { createContext, useContext } from 'react';

/**
 * Whether the page is drawn for a browser that says it holds a session (the `immo237-session` cookie, see
 * @immo237/shared/auth's session-hint): given by the server's renderer to each render. In the browser, the server
 * marks the page it drew so (`<div id="root" data-session="1">`), and hydration starts from the same header.
 */
export const SessionHintContext = createContext<boolean | null>(null);

export function useSessionHint(): boolean {
  const drawnFor = useContext(SessionHintContext);
  if (drawnFor !== null) return drawnFor;
  return typeof document !== 'undefined' && document.getElementById('root')?.dataset.session === '1';
}
