import { apiClient } from '@immo237/shared/api';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';

/**
 * The identity document of a waiting request, as a Blob (an <img> cannot send the session's bearer: the page shows
 * it through an object URL it revokes). Never cached by the browser (the API says no-store).
 */
export async function getVerificationDocument(id: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/admin/verifications/${encodeURIComponent(id)}/document`, {
    ...ADMIN_AUTH,
    responseType: 'blob',
  });
  return response.data;
}
