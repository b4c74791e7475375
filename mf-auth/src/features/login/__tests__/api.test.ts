import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { login } from '../api/login';

const cases: ApiCallCase[] = [
  {
    name: 'login',
    call: () => login('a@b.cm', 'Secret123'),
    method: 'post',
    args: ['/auth/login', { email: 'a@b.cm', password: 'Secret123' }],
  },
];

describeApiCalls(cases);
