import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, UnreadCount } from '../../types';

/** GET /conversations/unread: how many messages from others the signed-in member has not read, all threads. */
export async function getUnreadConversations(): Promise<number> {
  return unwrap(await apiClient.get<Envelope<UnreadCount>>('/conversations/unread', { authenticated: true }))
    .unread;
}
