import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope, ReportReason } from '../../types';

/**
 * POST /products/{id}/report (CREATED_SUCCESSFULLY): 'Signaler cette annonce'. Visitors may report without an
 * account (a signed-in reporter is identified by the optional bearer); one reporter counts once per listing.
 */
export async function reportProduct(
  id: string,
  report: { reason: ReportReason; comment?: string },
): Promise<void> {
  unwrap(
    await apiClient.post<Envelope<null>>(`/products/${encodeURIComponent(id)}/report`, report, {
      authenticated: 'optional',
    }),
  );
}
