import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { signup } from '../api/signup';

const cases: ApiCallCase[] = [
  {
    name: 'signup',
    call: () => signup({ email: 'a@b.cm', password: 'Secret123', firstName: 'Awa', lastName: 'Ngono' }),
    method: 'post',
    args: [
      '/auth/signup',
      { role: 'USER', email: 'a@b.cm', password: 'Secret123', firstName: 'Awa', lastName: 'Ngono' },
    ],
  },
];

describeApiCalls(cases);
