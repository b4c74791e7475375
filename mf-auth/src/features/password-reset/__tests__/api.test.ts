import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';

const cases: ApiCallCase[] = [
  {
    name: 'forgotPassword',
    call: () => forgotPassword('a@b.cm'),
    method: 'post',
    args: ['/auth/forgot-password', { email: 'a@b.cm' }],
  },
  {
    name: 'resetPassword',
    call: () => resetPassword('t0k3n', 'NewSecret1'),
    method: 'post',
    args: ['/auth/reset-password', { token: 't0k3n', password: 'NewSecret1' }],
  },
];

describeApiCalls(cases);
