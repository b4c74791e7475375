import { apiClient, unwrap, type AdminVerificationDecided, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/** 'Approuver' (the account and its listings become verified) or 'Refuser' with a reason (required). */
export async function decideVerification(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminVerificationDecided>>(
      `/admin/verifications/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'refuse'}`,
      decision.approve ? {} : { reason: decision.reason },
      ADMIN_AUTH,
    ),
  );
}
