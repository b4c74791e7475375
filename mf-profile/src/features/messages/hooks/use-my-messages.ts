import { keepPreviousData, useDataClient, useQuery } from '@immo237/shared/data';
import { myMessagesQuery, useAccountKey } from '../../../lib/account-queries';

export { MESSAGES_PER_PAGE } from '../../../lib/account-queries';

/**
 * One page of the messages visitors sent about my listings (GET /user/messages, newest first), through the
 * site's query cache: the previous page stays on screen while the next one loads, a page seen before shows at
 * once, and an answer for a page no longer asked for is dropped.
 */
export function useMyMessages(page: number) {
  const client = useDataClient();
  const query = useQuery(
    { ...myMessagesQuery(useAccountKey(), page), placeholderData: keepPreviousData },
    client,
  );
  return { data: query.data ?? null, loading: query.isFetching, failed: query.isError };
}
