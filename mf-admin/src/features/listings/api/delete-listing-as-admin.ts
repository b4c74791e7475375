import { apiClient, unwrap, type AdminDeleted, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** DELETE /admin/listings/{id}: 'Supprimer' from the listings screen. */
export async function deleteListingAsAdmin(id: string): Promise<void> {
  unwrap(
    await apiClient.delete<Envelope<AdminDeleted>>(`/admin/listings/${encodeURIComponent(id)}`, ADMIN_AUTH),
  );
}
