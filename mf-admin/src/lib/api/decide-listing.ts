import { apiClient, unwrap, type AdminListingDecision, type Envelope } from '@immo237/shared/api';
import { ADMIN_AUTH } from './admin-request';

/** 'Masquer l'annonce', 'Rétablir l'annonce', 'Classer sans suite' (the reports and the listings screens). */
export async function decideListing(id: string, decision: 'hide' | 'restore' | 'dismiss'): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<AdminListingDecision>>(
      `/admin/listings/${encodeURIComponent(id)}/${decision}`,
      {},
      ADMIN_AUTH,
    ),
  );
}
