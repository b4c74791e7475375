import { createEventSource, type FetchLike } from 'eventsource-client';
import { useEffect, useRef } from 'react';
import {
  API_BASE_URL,
  isExpired,
  readAccessToken,
  refreshAccessToken,
  type ConversationLiveEvent,
} from '@immo237/shared/api';

/**
 * fetch with the session's bearer, refreshed first when it is about to expire: the stream is read with fetch because
 * the browser's EventSource cannot send an Authorization header, and every reconnection asks with a valid token.
 */
const withSession: FetchLike = async (url, init) => {
  let token = readAccessToken();
  if (!token || isExpired(token, 30)) token = await refreshAccessToken().catch(() => readAccessToken());
  const headers = {
    ...init?.headers,
    Accept: 'text/event-stream',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  return fetch(url, { ...(init as RequestInit), headers });
};

/**
 * The signed-in member's new messages, live, while the component is mounted: `onEvent` is called with each one
 * (from either side, in any of their discussions). The client reconnects by itself after a network drop; `onReconnect`
 * runs when it is listening again, so that the caller reads again what it may have missed meanwhile.
 */
export function useConversationStream(
  enabled: boolean,
  onEvent: (event: ConversationLiveEvent) => void,
  onReconnect?: () => void,
) {
  // The latest callbacks, without opening a new stream when they change.
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    if (!enabled) return;
    let connections = 0;
    const source = createEventSource({
      url: new URL(`${API_BASE_URL}/conversations/stream`, window.location.origin),
      fetch: withSession,
      onConnect: () => {
        connections += 1;
        if (connections > 1) handlers.current.onReconnect?.();
      },
      onMessage: ({ event, data }) => {
        if (event !== 'message') return;
        try {
          handlers.current.onEvent(JSON.parse(data) as ConversationLiveEvent);
        } catch {
          // A malformed event is skipped; the next read of the thread has the message anyway.
        }
      },
    });
    return () => source.close();
  }, [enabled]);
}
