import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { ADMIN_AUTH } from '../../../lib/api/admin-request';
import { decideRating } from '../api/decide-rating';
import { listRatingReports } from '../api/list-rating-reports';

const cases: ApiCallCase[] = [
  {
    name: 'listRatingReports',
    call: () => listRatingReports(),
    method: 'get',
    args: ['/admin/rating-reports', ADMIN_AUTH],
  },
  {
    name: "decideRating: 'Masquer l'avis'",
    call: () => decideRating('r1', 'hide'),
    method: 'post',
    args: ['/admin/ratings/r1/hide', {}, ADMIN_AUTH],
  },
  {
    name: "decideRating: 'Conserver'",
    call: () => decideRating('r1', 'keep'),
    method: 'post',
    args: ['/admin/ratings/r1/keep', {}, ADMIN_AUTH],
  },
];

describeApiCalls(cases);
