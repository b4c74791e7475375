import { apiClient } from '@immo237/shared/api';

/** DELETE /user/agent-profile: the page leaves the site; the listings stay. */
export async function deleteMyAgentProfile(): Promise<void> {
  await apiClient.delete('/user/agent-profile');
}
