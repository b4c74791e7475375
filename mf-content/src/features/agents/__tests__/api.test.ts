import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { answerRating } from '../api/answer-rating';
import { getAgentRatings } from '../api/get-agent-ratings';
import { reportRating } from '../api/report-rating';

const cases: ApiCallCase[] = [
  {
    name: 'getAgentRatings (public)',
    call: () => getAgentRatings('brenda-ebai'),
    method: 'get',
    args: ['/agents/brenda-ebai/ratings'],
  },
  {
    name: 'answerRating (as the signed-in advertiser)',
    call: () => answerRating('r1', 'Merci pour votre visite.'),
    method: 'post',
    args: ['/ratings/r1/answer', { answer: 'Merci pour votre visite.' }, { authenticated: true }],
  },
  {
    name: 'reportRating with a reason (as the signed-in member)',
    call: () => reportRating('r1', 'Faux avis'),
    method: 'post',
    args: ['/ratings/r1/report', { reason: 'Faux avis' }, { authenticated: true }],
  },
  {
    name: 'reportRating without a reason',
    call: () => reportRating('r1'),
    method: 'post',
    args: ['/ratings/r1/report', {}, { authenticated: true }],
  },
];

describeApiCalls(cases);
