import { apiClient, unwrap, type BlockState, type Envelope } from '@immo237/shared/api';

/** DELETE /users/{id}/block (UPDATED_SUCCESSFULLY): lifts my block of that member. */
export async function unblockUser(userId: string): Promise<BlockState> {
  return unwrap(
    await apiClient.delete<Envelope<BlockState>>(`/users/${encodeURIComponent(userId)}/block`, {
      authenticated: true,
    }),
  );
}
