import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { createAlert } from '../create-alert';
import { getProductDetails } from '../get-product-details';

const cases: ApiCallCase[] = [
  {
    name: 'getProductDetails',
    call: () => getProductDetails('villa kribi'),
    method: 'get',
    args: ['/products/public/details/villa%20kribi'],
  },
  {
    name: 'createAlert',
    call: () => createAlert({ city: 'Douala', forSale: false }, 'daily'),
    method: 'post',
    args: [
      '/user/alerts',
      { filters: { city: 'Douala', forSale: false }, frequency: 'daily' },
      { authenticated: true },
    ],
  },
];

describeApiCalls(cases);
