import { describeApiCalls, type ApiCallCase } from '@immo237/shared/test-utils/api-calls';
import { sendContactMessage } from '../api/send-contact-message';

const cases: ApiCallCase[] = [
  {
    name: 'sendContactMessage',
    call: () => sendContactMessage({ name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?' }),
    method: 'post',
    args: [
      '/contact',
      { name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?', language: 'fr' },
    ],
  },
];

describeApiCalls(cases);
