/**
 * The API's contract as TypeScript types, derived from the TypeBox schemas of src/schemas (the very schemas the
 * routes validate and serialise with, and /api/docs documents). Type-only: `@immo237/shared` re-exports these
 * with `export type` (api/package.json's `./contract` export has only a `types` condition), so no API code can
 * reach a browser bundle. The fixed lists the browser needs at run time are in src/schemas/vocabulary.ts.
 */
export type {
  EmailVerified,
  LoginResult,
  RefreshResult,
  SignupBody,
  TokenInfo,
  User,
} from './schemas/auth.js';
export type {
  AdminDashboard,
  AdminDeleted,
  AdminJournalEntry,
  AdminListing,
  AdminConversationDecision,
  AdminConversationReport,
  AdminConversationTranscript,
  AdminListingDecision,
  AdminLowPrice,
  AdminRatingDecision,
  AdminRatingReport,
  AdminMessageHandled,
  AdminReport,
  AdminTeamMessage,
  AdminUser,
  AdminUserState,
  AdminVerification,
  AdminVerificationDecided,
  AdminVerificationRevoked,
} from './schemas/admin.js';
export type { AgentDto, AgentMessage, AgentPage, AgentProfileBody } from './schemas/agents.js';
export type { AlertChange, AlertFilters, AlertRecord, Unsubscribed } from './schemas/alerts.js';
export type { AvailabilityBody, ConfirmedListing } from './schemas/availability.js';
export type { PageMeta } from './schemas/common.js';
export type { PriceCities, PriceFigure, PricePage, PricePlace } from './schemas/prices.js';
export type { ContactMessage, LocationCity, NotifyRequest } from './schemas/public-forms.js';
export type {
  BlockState,
  ConversationListing,
  ConversationListMeta,
  ConversationMessage,
  ConversationPerson,
  ConversationRead,
  ConversationReportBody,
  ConversationReported,
  ConversationStarted,
  ConversationSummary,
  MessagesMeta,
  MessagesQuery,
  NewConversationBody,
  NewMessageBody,
  UnreadCount,
  ConversationLiveEvent,
} from './schemas/conversations.js';
export type {
  ListingFigures,
  ListingStats,
  ListingStatsDay,
  MyListingsStats,
  ReportBody,
} from './schemas/listing-owner.js';
export type { AdminMessage, MessageSent, ReceivedMessage } from './schemas/messages.js';
export type { ProductDetail, ProductDto, ProductMedia, ProductPublisher } from './schemas/product-dto.js';
export type { SearchMeta, SearchQuery } from './schemas/search.js';
export type { ListingCreateBody, ListingWriteBody } from './schemas/product.js';
export type { Health } from './schemas/health.js';
export type { ProfileUpdate, ProfileUpdated } from './schemas/user.js';
export type { ContactTap, VerificationState } from './schemas/verification.js';

import type {
  AGENT_LANGUAGES,
  AGENT_SPECIALTIES,
  ALERT_FREQUENCIES,
  AREA_UNITS,
  CLOSED_REASONS,
  CONTACT_SUBJECTS,
  CONVERSATION_REPORT_REASONS,
  CURRENCIES,
  LAND_TITLES,
  LAND_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
  REPORT_REASONS,
  ROLES,
  SEARCH_SORTS,
  VERIFICATION_STATUSES,
} from './schemas/vocabulary.js';

export type Currency = (typeof CURRENCIES)[number];
export type AreaUnit = (typeof AREA_UNITS)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export type LandType = (typeof LAND_TYPES)[number];
/** 'Titre foncier' of a plot: Titré, En cours, Non titré. */
export type LandTitle = (typeof LAND_TITLES)[number];
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export type Role = (typeof ROLES)[number];
export type AgentSpecialty = (typeof AGENT_SPECIALTIES)[number];
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export type { MessageMails } from './schemas/message-mails.js';
export type { CopiedAvailability, NewVisit, Visit, VisitAvailability, VisitSlots } from './schemas/visits.js';
export type { AdvertiserRatings, Rating, RatingBody } from './schemas/ratings.js';
