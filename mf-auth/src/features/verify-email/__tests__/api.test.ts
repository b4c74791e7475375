import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { resendVerificationEmailByEmail } from '../api/resend-verification-email-by-email';
import { verifyEmail } from '../api/verify-email';

const cases: ApiCallCase[] = [
  {
    name: 'verifyEmail',
    call: () => verifyEmail('a.b/c'),
    method: 'get',
    args: ['/auth/auth/verify-email/a.b%2Fc'],
  },
  {
    name: 'resendVerificationEmailByEmail',
    call: () => resendVerificationEmailByEmail('a@b.cm'),
    method: 'post',
    args: ['/auth/resend-verification-email', { email: 'a@b.cm' }],
  },
];

describeApiCalls(cases);
