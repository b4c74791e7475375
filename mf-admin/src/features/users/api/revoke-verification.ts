import { apiClient, unwrap, type AdminVerificationRevoked, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/**
 * 'Retirer la vérification': the badge leaves the account and its listings, the member is mailed the reason
 * (required). 404 USER_NOT_FOUND for an unknown account, 409 NOT_VERIFIED when it is no longer verified.
 */
export async function revokeVerification(userId: string, reason: string): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminVerificationRevoked>>(
      `/admin/users/${encodeURIComponent(userId)}/revoke-verification`,
      { reason },
      ADMIN_AUTH,
    ),
  );
}
