import { apiClient } from '../../client';
import { unwrap } from '../../errors';
import type { Envelope } from '../../types';

/** POST /auth/forgot-password: the same SUCCESS whether the e-mail is known or not. */
export async function forgotPassword(email: string): Promise<void> {
  unwrap(await apiClient.post<Envelope<null>>('/auth/forgot-password', { email }));
}
