/**
 * Shapes of the Immo237 API, shared by every app. The records, bodies and queries are derived from the API's own
 * TypeBox schemas (api/src/contract.ts, type-only: nothing of the API reaches a bundle); field names are the API's,
 * spelling variants included (spec §3: `firstName`/`firstname`, `created_at`/`createdAt`). What is still written
 * here is the client's own vocabulary (envelopes as axios reads them, form inputs).
 */

export type {
  AdminDashboard,
  AdminDeleted,
  AdminJournalEntry,
  AdminListing,
  AdminListingDecision,
  AdminMessage,
  AdminMessageHandled,
  AdminReport,
  AdminTeamMessage,
  AdminUser,
  AdminUserState,
  AdminVerification,
  AdminVerificationDecided,
  AlertChange,
  AlertFrequency,
  AlertRecord,
  AreaUnit,
  ClosedReason,
  ContactMessage,
  ContactSubject,
  Currency,
  EmailVerified,
  LandTitle,
  LandType,
  ListingFigures,
  ListingStats,
  ListingStatsDay,
  LocationCity,
  LoginResult,
  MessageSent,
  MyListingsStats,
  NotifyRequest,
  PageMeta,
  SearchMeta,
  ProductDetail,
  ProductMedia,
  ProductPublisher,
  ProductStatus,
  ProductUnit,
  ProfileUpdate,
  ReceivedMessage,
  RefreshResult,
  ReportReason,
  Role,
  SearchSort,
  SignupBody,
  TokenInfo,
  Unsubscribed,
  User,
  VerificationState,
  VerificationStatus,
} from 'api/contract';
import type {
  ProductDto,
  ProductDetail,
  AlertRecord,
  Currency,
  LandTitle,
  LandType,
  PageMeta,
  SearchMeta,
  ProductStatus,
  ProductUnit,
  SearchSort,
} from 'api/contract';

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
 * `product_data` of create/update. On update only the fields given change; `image`/`images` name the
 * existing images to keep, by URL (new files are added; 10 images at most in all).
 */
export interface ProductInput {
  name?: string;
  slug?: string;
  description?: string;
  conditions?: string;
  category?: string;
  subcategory?: string | null;
  price?: number;
  currency?: Currency;
  sku?: string | null;
  stock?: number;
  quantity?: number;
  unit?: ProductUnit | null;
  treshold?: number;
  variants?: unknown[];
  variations?: unknown[];
  colors?: string[];
  sizes?: string[];
  /** A list, or the form's comma-separated text. */
  tags?: string[] | string;
  weight?: number;
  dimensions?: Partial<ProductDimensions>;
  features?: Partial<Omit<ProductFeatures, 'area'>> & { area?: number | null };
  is_digital?: boolean;
  is_for_sale?: boolean;
  status?: ProductStatus;
  location?: Partial<ProductLocation>;
  land_type?: LandType | null;
  land_title?: LandTitle | null;
  entry_costs?: Partial<Omit<EntryCosts, 'total'>>;
  image?: string | null;
  images?: string[];
}

/** Image files of create/update: the main one and the secondary ones. */
export interface ProductFiles {
  image?: Blob | null;
  images?: Blob[];
}

/** Filters, sort and paging of the public search, the catalogue list and my listings. */
export interface SearchParams {
  page?: number;
  limit?: number;
  query?: string;
  priceMin?: number;
  priceMax?: number;
  /** apartment, house, studio, loft, land — or a category. */
  type?: string;
  category?: string;
  /** At least this many. */
  bedrooms?: number;
  /** At least this many. */
  bathrooms?: number;
  areaMin?: number;
  areaMax?: number;
  forSale?: boolean;
  /** Buildings only: no land plots (the buy and rent pages). */
  excludeLand?: boolean;
  landType?: LandType;
  city?: string;
  /** The quartier. */
  district?: string;
  /** 'Budget d'entrée max' (rentals whose entry costs are known). */
  entryMax?: number;
  landTitle?: LandTitle;
  /** 'Rechercher dans cette zone': west,south,east,north. */
  bbox?: string;
  /** Verified advertisers only ('Annonceurs vérifiés uniquement'): sent as verified=1. */
  verified?: boolean;
  sort?: SearchSort;
}

// Saved searches and alerts (/api/v1/user/alerts, issue 16 point 6).
/** The search's filters an alert saves: no paging, sort or map area. */
export type AlertFilters = Omit<SearchParams, 'page' | 'limit' | 'sort' | 'bbox' | 'verified'> & {
  /** Sent as true; the API keeps the search's spelling ('true' or '1'). */
  verified?: boolean | '1' | 'true' | '0' | 'false';
};
/** A saved search: the API's record, its filters typed as the search's. */
export interface Alert extends AlertRecord {
  filters: AlertFilters;
}
