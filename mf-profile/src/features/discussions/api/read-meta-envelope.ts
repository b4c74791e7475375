import type { AxiosResponse } from 'axios';
import { readEnvelope, type Envelope } from '@immo237/shared/api';

/** An answer whose `meta` is the route's own (the unread total of the list, the cursor of the messages). */
export interface MetaEnvelope<T, M> {
  statusCode: string;
  data: T;
  meta: M;
}

/**
 * Checks the answer is the API's envelope, as every call does (readEnvelope), and gives back its data and meta:
 * readEnvelope types `meta` as a page's, which the discussion routes do not send.
 */
export function readMetaEnvelope<T, M>(response: AxiosResponse<MetaEnvelope<T, M>>): { data: T; meta: M } {
  readEnvelope(response as unknown as AxiosResponse<Envelope<T>>);
  return { data: response.data.data, meta: response.data.meta };
}
