import { ApiError, UNKNOWN_CODE } from '@immo237/shared/api';

/**
 * What a form of the discussions says of a refusal: the API's own French message when the API answered with one
 * (its error bodies carry a code), ours otherwise (no answer, or a proxy's page whose message is axios's English).
 */
export function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== UNKNOWN_CODE && !error.isCanceled && error.message) {
    return error.message;
  }
  return fallback;
}
