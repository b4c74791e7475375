import type { TFunction } from 'i18next';
import { ApiError, toApiError } from '@immo237/shared/api';

export type ListingAction = 'load' | 'create' | 'update' | 'delete' | 'availability';

/**
 * Error codes of the listing calls: CONFLICT (slug) on create, NOT_FOUND on update/delete, image codes, then
 * network, 500, the server's own message, and last the generic text.
 */
export function listingErrorMessage(error: unknown, action: ListingAction, t: TFunction<'profile'>): string {
  const apiError = error instanceof ApiError ? error : toApiError(error);
  if (apiError.code === 'CONFLICT' && action !== 'delete') return t('articles.errors.conflict');
  if (apiError.code === 'NOT_FOUND' && action !== 'create') return t('articles.errors.notFound');
  if (apiError.code === 'FORBIDDEN') return t('articles.errors.forbidden');
  if (apiError.code === 'INVALID_IMAGE_TYPE') return t('articles.images.errors.type');
  if (apiError.code === 'IMAGE_TOO_LARGE') return t('articles.images.errors.size');
  if (apiError.code === 'TOO_MANY_IMAGES') return t('articles.images.errors.count');
  if (apiError.code === 'INVALID_IMAGE') return t('articles.images.errors.invalid');
  if (apiError.isNetworkError) return t('articles.errors.network');
  if (apiError.status !== undefined && apiError.status >= 500) return t('articles.errors.server');
  if (apiError.message && apiError.code !== 'UNKNOWN') return apiError.message;
  return t('articles.errors.generic');
}
