/**
 * The API's fixed lists, the one definition of each: the schemas build their enums from them, and the front-ends
 * read them through `@immo237/shared/api` (`api/vocabulary` in api/package.json's exports). This module is bundled
 * into the browser: it imports nothing and holds only constants — and the one rule of what a blank filter is.
 */

export const CURRENCIES = ['XAF', 'USD', 'EUR', 'GBP'] as const;
export const AREA_UNITS = ['m²', 'ft²', 'ha'] as const;
export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const PRODUCT_UNITS = ['piece', 'kg', 'g', 'l', 'ml', 'm', 'cm'] as const;
export const LAND_TYPES = ['constructible', 'agricole', 'viabilisé'] as const;
/** 'Titre foncier' of a plot: Titré, En cours, Non titré. */
export const LAND_TITLES = ['titled', 'in_progress', 'none'] as const;
/** Why an INACTIVE listing is closed. */
export const CLOSED_REASONS = ['RENTED', 'SOLD', 'EXPIRED'] as const;
export const MODERATION_STATES = ['UNDER_REVIEW', 'HIDDEN'] as const;

/** The search's sorts, canonical spelling; the first is the default. */
export const SEARCH_SORTS = ['recent', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;
export const DEFAULT_SORT = SEARCH_SORTS[0];
/** Older links' spellings, still accepted by the API. */
export const SEARCH_SORT_ALIASES = ['price-asc', 'price-desc', 'area-asc', 'area-desc'] as const;
/** Paging of every list: the first page, and the page size unless asked otherwise (at most MAX_PAGE_SIZE). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** The search's 'Annonceurs vérifiés uniquement' as the address spells it. */
export const VERIFIED_FLAGS = ['0', '1', 'true', 'false'] as const;

/**
 * A search or alert filter that means "no filter": absent, null, or text of spaces only ('' is what an empty form
 * field sends: `?city=&priceMax=` is no city and no price, never a city named '' or a price of 0).
 */
export const isBlankFilter = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Filters without their blank values, text trimmed: how the API reads a search's query string and an alert's
 * filters, and how the front-ends write them. Only `keys` are kept when given.
 */
export function withoutBlankFilters(
  values: Record<string, unknown>,
  keys: readonly string[] = Object.keys(values),
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    if (isBlankFilter(value)) continue;
    kept[key] = typeof value === 'string' ? value.trim() : value;
  }
  return kept;
}

/** The reasons of 'Signaler cette annonce'. */
export const REPORT_REASONS = [
  'scam',
  'unavailable',
  'misleading',
  'wrong_price',
  'duplicate',
  'other',
] as const;
/**
 * Why a member reports a discussion (the other person's behaviour): a scam, a demand to pay before any visit,
 * harassment, unwanted advertising, or something else (said in the report's detail).
 */
export const CONVERSATION_REPORT_REASONS = [
  'scam',
  'advance_payment',
  'harassment',
  'spam',
  'other',
] as const;
/** The subjects of the contact page. */
export const CONTACT_SUBJECTS = ['question', 'visit', 'property', 'partnership', 'other'] as const;
export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export const VERIFICATION_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REFUSED', 'REVOKED'] as const;
export const ROLES = ['USER', 'ADMIN'] as const;
/** An agent's specialty: one of the listing categories (the /agents chips; 'Tous' is the page's chip, not one of them). */
export const AGENT_SPECIALTIES = [
  'luxury',
  'land',
  'investment',
  'furnished',
  'commercial',
  'student',
  'beach',
  'agricultural',
] as const;
/** The languages an agent may list (the front-ends translate each key). */
export const AGENT_LANGUAGES = ['fr', 'en', 'pidgin', 'fulfulde', 'duala', 'ewondo', 'ghomala'] as const;
/** The languages of the site and of its e-mails: French by default, English at '/en/…'. */
export const MAIL_LANGUAGES = ['fr', 'en'] as const;
