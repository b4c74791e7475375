export {
  DATA_ELEMENT_ID,
  ServerDataContext,
  browserQueryClient,
  createQueryClient,
  resetBrowserQueryClient,
  useDataClient,
} from './query-client';
export type { PageHead, Prefetch, PrefetchContext, PrefetchResult } from './prefetch';
export { dehydrate, useMutation, useQuery, keepPreviousData, type QueryClient } from '@tanstack/react-query';
export { locationsQuery, useLocations, type LocationsState } from './locations';
export { unreadConversationsKey, useUnreadConversations } from './unread-conversations';
