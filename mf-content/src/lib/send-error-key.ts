import { ApiError } from '@immo237/shared/api';

export type SendErrorKey = 'contact.tooMany' | 'contact.invalid' | 'contact.failure';

/** Which banner a failed message call shows, read from the API's code (api/README.md: 400, 429). */
export function sendErrorKey(error: unknown): SendErrorKey {
  if (!(error instanceof ApiError)) return 'contact.failure';
  if (error.code === 'TOO_MANY_REQUESTS' || error.status === 429) return 'contact.tooMany';
  if (error.code === 'VALIDATION_ERROR') return 'contact.invalid';
  return 'contact.failure';
}
