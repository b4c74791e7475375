import { isBlankFilter } from 'api/vocabulary';
import { apiClient } from './client';
import { readEnvelope } from './errors';
import type { Envelope, Paged, SearchParams } from './types';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A list answer as a page: `data` (a list, else empty) with `meta` flattened; missing meta falls back to
 * the page asked for and the length of the list.
 */
export function toPaged<T>(envelope: Envelope<T[]>, asked: { page?: number; limit?: number }): Paged<T> {
  const items = Array.isArray(envelope.data) ? envelope.data : [];
  const meta = envelope.meta;
  return {
    items,
    total: isCount(meta?.total) ? meta.total : items.length,
    capped: meta?.capped === true,
    page: isCount(meta?.page) ? meta.page : (asked.page ?? 1),
    limit: isCount(meta?.limit) ? meta.limit : (asked.limit ?? 10),
  };
}

/** Search parameters for the query string, blank ones left out (the API's rule: vocabulary.ts) and NaN. */
export function toQueryParams(params: SearchParams = {}): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (isBlankFilter(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return query;
}

/**
 * GET `path` with `params` as its query string (blank ones left out): the envelope of the list it answers, which the
 * remote's list call then reads as a page (`toPaged`).
 */
export async function getListEnvelope<T>(
  path: string,
  params: SearchParams,
  options: { authenticated?: boolean } = {},
): Promise<Envelope<T[]>> {
  return readEnvelope(
    await apiClient.get<Envelope<T[]>>(path, { params: toQueryParams(params), ...options }),
  );
}
