import { apiClient, unwrap, type Envelope, type VisitAvailability } from '@immo237/shared/api';

/** PUT /products/{id}/visit-availability: 400 INVALID_AVAILABILITY (a range too short, two overlapping) in French. */
export async function saveVisitHours(
  productId: string,
  hours: VisitAvailability,
): Promise<VisitAvailability> {
  return unwrap(
    await apiClient.put<Envelope<VisitAvailability>>(
      `/products/${encodeURIComponent(productId)}/visit-availability`,
      hours,
      { authenticated: true },
    ),
  );
}
