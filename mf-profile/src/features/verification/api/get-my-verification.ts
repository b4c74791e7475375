import { apiClient, unwrap, type Envelope, type VerificationState } from '@immo237/shared/api';

/** GET /user/verification (READ_SUCCESSFULLY): where my 'Annonceur vérifié' request stands. */
export async function getMyVerification(): Promise<VerificationState> {
  return unwrap(
    await apiClient.get<Envelope<VerificationState>>('/user/verification', { authenticated: true }),
  );
}
