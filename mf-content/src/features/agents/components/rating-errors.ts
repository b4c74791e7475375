import { ApiError } from '@immo237/shared/api';

/** The text key of a failed answer or report: what the API refused, or a failure to try again. */
export function ratingErrorKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'ALREADY_ANSWERED') return 'agents.ratings.errors.alreadyAnswered' as const;
    if (error.code === 'ALREADY_REPORTED') return 'agents.ratings.errors.alreadyReported' as const;
    if (error.status === 404) return 'agents.ratings.errors.gone' as const;
    if (error.status === 401) return 'agents.ratings.errors.signedOut' as const;
    if (error.status === 429) return 'agents.ratings.errors.tooMany' as const;
  }
  return 'agents.ratings.errors.failed' as const;
}

export type RatingErrorKey = ReturnType<typeof ratingErrorKey>;
