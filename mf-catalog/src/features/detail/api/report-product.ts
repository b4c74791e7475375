import { apiClient, unwrap, type Envelope, type ReportReason } from '@immo237/shared/api';

/**
 * POST /products/{id}/report (CREATED_SUCCESSFULLY): 'Signaler cette annonce'. Visitors may report without an
 * account (a signed-in reporter is identified by the optional bearer); one reporter counts once per listing.
 * Only the listing's page reports a listing, so the call lives here, not in @immo237/shared.
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
