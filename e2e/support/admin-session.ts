import type { APIRequestContext } from '@playwright/test';
import { confirmAddress } from './auth-mail';
import { loginByApi, type LoginAnswer } from './profile-session';
import { ADMIN_EMAIL } from './site';

const ADMIN_PASSWORD = 'Immo237-admin1';

/**
 * The e2e site's administrator, signed in through the API. The address of ADMIN_EMAILS signs up like anyone (once a
 * run: later calls find the account), confirms its address with the mailed link, and is an administrator from its
 * next sign-in (an unconfirmed address never is).
 */
export async function adminSession(
  request: APIRequestContext,
  site: { apiURL: string; dataDir: string },
): Promise<LoginAnswer> {
  const signedUp = await request.post(`${site.apiURL}/api/v1/auth/signup`, {
    data: {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      firstName: 'Chef',
      lastName: 'Admin',
      role: 'USER',
    },
  });
  if (signedUp.status() === 201) await confirmAddress(request, site.apiURL, site.dataDir, ADMIN_EMAIL);
  return loginByApi(request, site.apiURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
}
