import { apiClient, unwrap, type Envelope, type VerificationState } from '@immo237/shared/api';

/**
 * POST /user/verification (201 CREATED_SUCCESSFULLY): 'Devenir annonceur vérifié', multipart `phone` + `document`
 * (JPEG or PNG). Errors: 400 VALIDATION_ERROR, 409 VERIFICATION_PENDING / ALREADY_VERIFIED, 413 IMAGE_TOO_LARGE,
 * 415 INVALID_IMAGE_TYPE, 422 INVALID_IMAGE.
 */
export async function requestVerification(phone: string, document: Blob): Promise<VerificationState> {
  const form = new FormData();
  form.append('phone', phone);
  form.append('document', document, document instanceof File ? document.name : 'document');
  return unwrap(
    await apiClient.post<Envelope<VerificationState>>('/user/verification', form, { authenticated: true }),
  );
}
