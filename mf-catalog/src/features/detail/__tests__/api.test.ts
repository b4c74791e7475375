import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { addFavourite } from '../api/add-favourite';
import { reportProduct } from '../api/report-product';
import { sendMessageToAdmin } from '../api/send-message-to-admin';

const cases: ApiCallCase[] = [
  {
    name: 'addFavourite',
    call: () => addFavourite('p 1'),
    method: 'post',
    args: ['/user/favourites/p%201', undefined, { authenticated: true }],
  },
  {
    name: 'sendMessageToAdmin (a signed-in sender is identified: optional bearer)',
    call: () => sendMessageToAdmin({ message: 'Bonjour', propertyId: 'p-1' }),
    method: 'post',
    args: [
      '/user/send-message-to-admin',
      { message: 'Bonjour', propertyId: 'p-1' },
      { authenticated: 'optional' },
    ],
  },
  {
    name: 'reportProduct (a signed-in reporter is identified: optional bearer)',
    call: () => reportProduct('p 1', { reason: 'scam', comment: 'Faux' }),
    method: 'post',
    args: ['/products/p%201/report', { reason: 'scam', comment: 'Faux' }, { authenticated: 'optional' }],
  },
];

describeApiCalls(cases);
