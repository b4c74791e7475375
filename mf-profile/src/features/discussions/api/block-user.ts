import { apiClient, unwrap, type BlockState, type Envelope } from '@immo237/shared/api';

/** POST /users/{id}/block (UPDATED_SUCCESSFULLY): that member can no longer write to me, nor I to them. */
export async function blockUser(userId: string): Promise<BlockState> {
  return unwrap(
    await apiClient.post<Envelope<BlockState>>(`/users/${encodeURIComponent(userId)}/block`, undefined, {
      authenticated: true,
    }),
  );
}
