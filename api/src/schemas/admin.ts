import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  Envelope,
  errorResponse,
  idParams,
  Nullable,
  PagedEnvelope,
  StringEnum,
} from './common.js';
import {
  CONVERSATION_REPORT_REASONS,
  MODERATION_STATES,
  PRODUCT_STATUSES,
  REPORT_REASONS,
  ROLES,
} from './vocabulary.js';

/**
 * The administrators' API (/api/v1/admin): its queries, bodies and real answers. Every answer is
 * `{ statusCode: 'SUCCESS', data }` (the lists add `meta`).
 */

export { idParams as AdminParamsSchema };

/** The lists' query: a search text (listings and users only; ignored elsewhere) and the page. */
export const AdminPageQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200, default: '' }),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

/** 'Approuver': the note is optional (recorded with the request as a refusal's reason is). */
export const ApproveVerificationBodySchema = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
/** 'Refuser': the reason is required and told to the member. */
export const RefuseVerificationBodySchema = Type.Object({
  reason: Type.String({ maxLength: 1000, pattern: '\\S' }),
});

/** 'Retirer la vérification': the reason is required and told to the member. */
export const RevokeVerificationBodySchema = Type.Object({
  reason: Type.String({ maxLength: 1000, pattern: '\\S' }),
});

const ProductStatusSchema = StringEnum(PRODUCT_STATUSES);
const ModerationSchema = Nullable(StringEnum(MODERATION_STATES));

/** 'Tableau de bord': the counts to act on. */
export const AdminDashboardSchema = Type.Object({
  activeListings: Type.Integer(),
  users: Type.Integer(),
  /** Listings with open reports. */
  openReports: Type.Integer(),
  unhandledMessages: Type.Integer(),
  pendingVerifications: Type.Integer(),
});
export type AdminDashboard = Static<typeof AdminDashboardSchema>;

/** Open reports per reason; only the reasons reported appear. */
const ReasonCountsSchema = Type.Unsafe<Partial<Record<(typeof REPORT_REASONS)[number], number>>>(
  Type.Partial(Type.Record(Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason))), Type.Integer())),
);

/** A reported listing and its open reports. */
export const AdminReportSchema = Type.Object({
  product: Type.Object({
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    status: ProductStatusSchema,
    moderation: ModerationSchema,
  }),
  /** Distinct reporters with open reports. */
  reporters: Type.Integer(),
  reasons: ReasonCountsSchema,
  /** The reporters' comments that are not empty, oldest first. */
  comments: Type.Array(Type.String()),
  firstAt: DateTime,
  lastAt: DateTime,
});
export type AdminReport = Static<typeof AdminReportSchema>;

/** 'Masquer', 'Rétablir', 'Classer sans suite': the listing's moderation now. */
export const AdminListingDecisionSchema = Type.Object({
  id: Type.String(),
  moderation: Nullable(Type.Literal('HIDDEN')),
});
export type AdminListingDecision = Static<typeof AdminListingDecisionSchema>;

/** A listing of any status, with its owner's e-mail. */
export const AdminListingSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  status: ProductStatusSchema,
  moderation: ModerationSchema,
  city: Nullable(Type.String()),
  price: Type.Number(),
  ownerEmail: Type.String(),
  /** The owner's account is disabled: the listing is off the public pages. */
  ownerDisabled: Type.Boolean(),
  createdAt: DateTime,
});
export type AdminListing = Static<typeof AdminListingSchema>;

export const AdminDeletedSchema = Type.Object({ id: Type.String() });
export type AdminDeleted = Static<typeof AdminDeletedSchema>;

export const AdminUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  role: StringEnum(ROLES),
  disabled: Type.Boolean(),
  /** 'Annonceur vérifié': an administrator may revoke it ('Retirer la vérification'). */
  verified: Type.Boolean(),
  /** Listings of the account, any status. */
  listings: Type.Integer(),
  createdAt: DateTime,
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** 'Désactiver' / 'Réactiver'. */
export const AdminUserStateSchema = Type.Object({ id: Type.String(), disabled: Type.Boolean() });
export type AdminUserState = Static<typeof AdminUserStateSchema>;

/** A message to the team: sent to the administrators ('admin') or from the contact page ('contact'). */
export const AdminTeamMessageSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(['admin', 'contact'] as const),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  body: Type.String(),
  /** The listing the message is about, if any. */
  propertyId: Nullable(Type.String()),
  handled: Type.Boolean(),
  createdAt: DateTime,
});
export type AdminTeamMessage = Static<typeof AdminTeamMessageSchema>;

/** 'Marquer comme traité'. */
export const AdminMessageHandledSchema = Type.Object({ id: Type.String(), handled: Type.Literal(true) });
export type AdminMessageHandled = Static<typeof AdminMessageHandledSchema>;

/** A request waiting on /admin/verifications; its document is GET /verifications/{id}/document. */
export const AdminVerificationSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.String(),
  /** Listings of the account, any status. */
  listings: Type.Integer(),
  createdAt: DateTime,
});
export type AdminVerification = Static<typeof AdminVerificationSchema>;

/** 'Approuver' / 'Refuser': the request's decision. */
export const AdminVerificationDecidedSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(['APPROVED', 'REFUSED'] as const),
});
export type AdminVerificationDecided = Static<typeof AdminVerificationDecidedSchema>;

/** 'Retirer la vérification': the account is no longer verified. */
export const AdminVerificationRevokedSchema = Type.Object({
  id: Type.String(),
  status: Type.Literal('REVOKED'),
});
export type AdminVerificationRevoked = Static<typeof AdminVerificationRevokedSchema>;

/** One administrator action: who, what, on what, when. */
export const AdminJournalEntrySchema = Type.Object({
  id: Type.String(),
  /** The administrator's e-mail. */
  admin: Type.String(),
  /** 'listing.hide', 'user.disable', 'verification.refuse'… */
  action: Type.String(),
  targetType: StringEnum(['listing', 'user', 'message', 'verification', 'conversation', 'rating'] as const),
  targetId: Type.String(),
  /** The listing's name, the account's e-mail, a refusal's reason…; '' when none. */
  detail: Type.String(),
  at: DateTime,
});
export type AdminJournalEntry = Static<typeof AdminJournalEntrySchema>;

/** A member as the moderators see them in a reported discussion. */
const AdminPersonSchema = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
});

/** An open report on a discussion: who reported whom, about which listing, why; not the messages themselves. */
export const AdminConversationReportSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  reason: StringEnum(CONVERSATION_REPORT_REASONS),
  /** The reporter's own words; '' when none. */
  detail: Type.String(),
  createdAt: DateTime,
  /** The listing the discussion is about; null once it was deleted. */
  listing: Nullable(Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String() })),
  reporter: AdminPersonSchema,
  reported: Type.Composite([AdminPersonSchema, Type.Object({ disabled: Type.Boolean() })]),
  /** Messages in the discussion. */
  messages: Type.Integer(),
});
export type AdminConversationReport = Static<typeof AdminConversationReportSchema>;

/** 'Lire la discussion': the newest messages of a reported discussion, oldest first (each reading is journaled). */
export const AdminConversationTranscriptSchema = Type.Object({
  conversationId: Type.String(),
  messages: Type.Array(
    Type.Object({
      id: Type.String(),
      senderId: Type.String(),
      senderName: Type.String(),
      body: Type.String(),
      createdAt: DateTime,
    }),
  ),
});
export type AdminConversationTranscript = Static<typeof AdminConversationTranscriptSchema>;

/** 'Classer sans suite' or 'Désactiver le compte signalé': the discussion's open reports are closed. */
export const AdminConversationDecisionSchema = Type.Object({
  conversationId: Type.String(),
  /** Open reports the decision closed. */
  closed: Type.Integer(),
  /** The reported account is disabled now. */
  reportedDisabled: Type.Boolean(),
});
export type AdminConversationDecision = Static<typeof AdminConversationDecisionSchema>;

/** A reported rating waiting for a moderator. */
export const AdminRatingReportSchema = Type.Object({
  ratingId: Type.String(),
  stars: Type.Integer(),
  comment: Type.String(),
  answer: Nullable(Type.String()),
  /** The rated advertiser (their name, and their agent page's slug when they have one) and the rater. */
  ratedEmail: Type.String(),
  ratedName: Type.String(),
  agentSlug: Nullable(Type.String()),
  raterEmail: Type.String(),
  /** Open reports on it, and their reasons that are not empty. */
  reports: Type.Integer(),
  reasons: Type.Array(Type.String()),
  firstAt: DateTime,
});
export type AdminRatingReport = Static<typeof AdminRatingReportSchema>;

/** 'Masquer l'avis' or 'Conserver l'avis': its open reports are closed. */
export const AdminRatingDecisionSchema = Type.Object({ id: Type.String(), hidden: Type.Boolean() });
export type AdminRatingDecision = Static<typeof AdminRatingDecisionSchema>;

const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
/**
 * A public listing priced far below its quartier's figure for the same type and size (per m² for a plot):
 * `median` is that figure; verified advertisers' are here too (they see no notice themselves).
 */
export const AdminLowPriceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  isForSale: Type.Boolean(),
  city: Nullable(Type.String()),
  district: Nullable(Type.String()),
  price: Type.Number(),
  area: Nullable(Type.Number()),
  median: Type.Number(),
  ownerVerified: Type.Boolean(),
  ownerEmail: Type.String(),
  createdAt: DateTime,
});
export type AdminLowPrice = Static<typeof AdminLowPriceSchema>;

const answer = <T extends Parameters<typeof Envelope>[0]>(data: T) => ({
  200: Envelope(data, 'SUCCESS'),
  ...refusals,
});
const page = <T extends Parameters<typeof PagedEnvelope>[0]>(item: T) => ({
  200: PagedEnvelope(item, 'SUCCESS'),
  ...refusals,
});

export const adminResponses = {
  dashboard: answer(AdminDashboardSchema),
  reports: answer(Type.Array(AdminReportSchema)),
  lowPrices: answer(Type.Array(AdminLowPriceSchema)),
  listingDecision: answer(AdminListingDecisionSchema),
  listings: page(AdminListingSchema),
  deleted: answer(AdminDeletedSchema),
  users: page(AdminUserSchema),
  userState: answer(AdminUserStateSchema),
  messages: page(AdminTeamMessageSchema),
  messageHandled: answer(AdminMessageHandledSchema),
  verifications: answer(Type.Array(AdminVerificationSchema)),
  /** The document itself, sent as is (never through a JSON serialiser). */
  document: {
    200: {
      description: 'The identity document (image/webp), never cached',
      content: { 'image/webp': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
    },
    ...refusals,
  },
  verificationDecided: answer(AdminVerificationDecidedSchema),
  verificationRevoked: { ...answer(AdminVerificationRevokedSchema), 409: errorResponse },
  journal: page(AdminJournalEntrySchema),
  conversationReports: answer(Type.Array(AdminConversationReportSchema)),
  conversationTranscript: answer(AdminConversationTranscriptSchema),
  conversationDecision: answer(AdminConversationDecisionSchema),
  ratingReports: answer(Type.Array(AdminRatingReportSchema)),
  ratingDecision: answer(AdminRatingDecisionSchema),
} as const;
