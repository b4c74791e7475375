import { ApiError } from '@immo237/shared/api';

/**
 * The `catalog` key of the text shown when a member's message to a listing's owner is refused, read from the API's
 * code (its own messages are French only; the page speaks the visitor's language). Anything unknown is the
 * contact form's usual failure.
 */
export function conversationErrorKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'contact.failure' as const;
  switch (error.code) {
    case 'MESSAGE_EMPTY':
      return 'contact.required' as const;
    case 'MESSAGE_TOO_LONG':
      return 'contact.tooLong' as const;
    case 'CANNOT_MESSAGE_OWN_LISTING':
      return 'contact.errors.ownListing' as const;
    case 'BLOCKED':
      return 'contact.errors.blocked' as const;
    case 'BLOCKED_BY_YOU':
      return 'contact.errors.blockedByYou' as const;
    case 'CONVERSATION_CLOSED':
      return 'contact.errors.closed' as const;
  }
  if (error.status === 404) return 'contact.errors.notFound' as const;
  if (error.status === 429) return 'contact.tooMany' as const;
  // The API client has already tried a refresh: the session is over, and the store has been signed out.
  if (error.status === 401) return 'contact.errors.session' as const;
  if (error.isNetworkError) return 'contact.errors.network' as const;
  return 'contact.failure' as const;
}
