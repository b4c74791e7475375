import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/** DELETE /user/alerts/{id} (DELETED_SUCCESSFULLY); 404 NOT_FOUND. */
export async function deleteAlert(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<{ id: string }>>(`/user/alerts/${encodeURIComponent(id)}`, {
      authenticated: true,
    }),
  );
}
