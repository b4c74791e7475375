import type { AxiosError } from 'axios';
import { i18n } from '@immo237/shared/i18n';
import { toast } from '@immo237/shared/toast';
import { isCanceled } from './errors';

/**
 * A form sent without a connection (a listing, the profile, a sign-up, a login, the contact page…) gets no answer:
 * every such send says so in the same words, once, while the form keeps what was typed (each form keeps its values
 * on a failure). Reads (GET) say nothing here: their page shows its own state. A send that waits in the outbox
 * (`offlineNotice: false`) says nothing either: it goes once the connection is back.
 */
export function noticeUnsentOffline(error: AxiosError): void {
  const config = error.config;
  if (!config || error.response || isCanceled(error) || config.offlineNotice === false) return;
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return;
  toast.error(i18n.t('offline.unsent', { ns: 'common' }), { id: 'immo237-offline-unsent', duration: 8000 });
}
