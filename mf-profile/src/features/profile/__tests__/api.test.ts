import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { updateProfile } from '../api/update-profile';

const cases: ApiCallCase[] = [
  {
    name: 'updateProfile',
    call: () => updateProfile({ firstname: 'Awa', bio: null }),
    method: 'patch',
    args: ['/user/update-profile', { firstname: 'Awa', bio: null }, { authenticated: true }],
  },
];

describeApiCalls(cases);
