import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

export type NotifyTopic = 'sales';

/**
 * POST /notify (201 CREATED_SUCCESSFULLY): "tell me when it opens" for a coming-soon area. Lives in this
 * remote, not in shared, because only the profile area asks it. Errors: 400, 429 TOO_MANY_REQUESTS.
 */
export async function requestNotify(email: string, topic: NotifyTopic): Promise<void> {
  unwrap(await apiClient.post<Envelope<{ topic: NotifyTopic }>>('/notify', { email, topic }));
}
