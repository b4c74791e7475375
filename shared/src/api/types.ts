/**
 * Shapes of the Immo237 API, shared by every app. The records, bodies and queries are derived from the API's own
 * TypeBox schemas (api/src/contract.ts, type-only: nothing of the API reaches a bundle); field names are the API's,
 * spelling variants included (`firstName`/`firstname`, `created_at`/`createdAt`). What is still written
 * here is the client's own vocabulary (envelopes as axios reads them, form inputs).
 */

import type {
  ListingWriteBody,
  AlertFilters as ApiAlertFilters,
  SearchQuery,
  ProductDto,
  ProductDetail,
  AlertRecord,
  PageMeta,
  SearchMeta,
  SearchSort,
} from 'api/contract';

// Every shape of the API's contract; AlertFilters is redefined below for the browser's forms.
export type * from 'api/contract';

/** Every answer: `{ statusCode, data }`; paged lists add `meta`, errors add `message` and maybe `errors`. */
export interface Envelope<T> {
  statusCode: string;
  data: T;
  /** The paging of a list; a search's also says whether its count was `capped`. */
  meta?: PageMeta & Partial<Pick<SearchMeta, 'capped'>>;
  message?: string;
  errors?: unknown;
}

/** A page of a list, `meta` flattened. */
export interface Paged<T> {
  items: T[];
  /** How many match; with `capped`, a floor ('Plus de 100 propriétés trouvées'). */
  total: number;
  /** The API stopped counting (a broad search): more than `total` match, and there is a page after this one. */
  capped?: boolean;
  page: number;
  limit: number;
}

/** The listing record of every product answer, derived from the API's `ProductDto`; `publisher` on a listing's page. */
export type Product = ProductDto & Partial<Pick<ProductDetail, 'publisher'>>;
export type ProductFeatures = Product['features'];
export type ProductDimensions = Product['dimensions'];
export type ProductLocation = Product['location'];
/** A rental's entry costs; total = rent × (advance + deposit) + commission + visit fee. */
export type EntryCosts = NonNullable<Product['entry_costs']>;

/**
 * `product_data` of create/update: the API's `ListingWriteBody` (schemas/product.ts). On update only the fields
 * given change; `image`/`images` name the existing images to keep, by URL (new files are added; 10 images at most).
 */
export type ProductInput = ListingWriteBody;

/** Image files of create/update: the main one and the secondary ones. */
export interface ProductFiles {
  image?: Blob | null;
  images?: Blob[];
}

/**
 * Filters, sort and paging of the public search, the catalogue list and my listings: the API's own query
 * (`SearchQuery`, schemas/search.ts), as the front-ends write two of its fields: 'Annonceurs vérifiés uniquement' as
 * a boolean (sent as 'true'), and only the canonical sorts.
 */
export type SearchParams = Omit<SearchQuery, 'verified' | 'sort'> & { verified?: boolean; sort?: SearchSort };

// Saved searches and alerts (/api/v1/user/alerts).
/** The search's filters an alert saves (the API's `AlertFilters`: no paging, sort or map area); verified as sent. */
export type AlertFilters = Omit<ApiAlertFilters, 'verified'> & {
  verified?: boolean | ApiAlertFilters['verified'];
};
/** A saved search: the API's record, its filters typed as the search's. */
export interface Alert extends AlertRecord {
  filters: AlertFilters;
}
