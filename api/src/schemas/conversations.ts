import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Envelope, errorResponse, idParams, Nullable, StringEnum, uuidSchema } from './common.js';
import { ProductMediaSchema } from './product-dto.js';
import { CONVERSATION_REPORT_REASONS } from './vocabulary.js';

/** The most characters a message may have (counted as a reader counts them: an emoji is one). */
export const MESSAGE_MAX_CHARS = 2000;
/** Characters of the last message shown in the list of discussions. */
export const EXCERPT_CHARS = 120;
/** Messages per page unless asked, and at most. */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** Discussions per page unless asked, and at most. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_MAX_PAGE_SIZE = 50;

/**
 * A message as typed. Its length and blankness are checked after trimming, with French messages (services/
 * conversations.ts), so the schema only asks for a string: the body limit caps its size.
 */
const messageText = Type.String({ description: `1 to ${MESSAGE_MAX_CHARS} characters once trimmed` });

/** The listing a discussion is about: null once it is no longer public (off-line, held by reports, deleted). */
export const ConversationListingSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    /** The main photo in every width, as listings give it; null when the listing has none. */
    photo: Nullable(ProductMediaSchema),
  },
  { title: 'ConversationListing' },
);
export type ConversationListing = Static<typeof ConversationListingSchema>;

/** The other participant, named as listings name their publisher: an agent in full, anyone else 'Aïcha M.'. */
export const ConversationPersonSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    /** An agent's page (/agents/{agentSlug}); null for a private member. */
    agentSlug: Nullable(Type.String()),
    /** 'Annonceur vérifié'. */
    verified: Type.Boolean(),
  },
  { title: 'ConversationPerson' },
);
export type ConversationPerson = Static<typeof ConversationPersonSchema>;

export const ConversationSummarySchema = Type.Object(
  {
    id: Type.String(),
    /** My side of the discussion: OWNER of the listing, or SEEKER who wrote about it. */
    role: StringEnum(['OWNER', 'SEEKER'] as const),
    listing: Nullable(ConversationListingSchema),
    other: ConversationPersonSchema,
    lastMessage: Type.Object({
      /** The first characters of the last message ('…' added when cut). */
      excerpt: Type.String(),
      createdAt: DateTime,
      mine: Type.Boolean(),
    }),
    /** The other person's messages I have not read. */
    unread: Type.Integer({ minimum: 0 }),
    blocked: Type.Object({
      /** I blocked the other person: neither of us can write until I unblock them. */
      byMe: Type.Boolean(),
      /** The other person blocked me: I cannot write to them. */
      byOther: Type.Boolean(),
    }),
    /** The other person's account is disabled: the discussion takes no new messages. */
    closed: Type.Boolean(),
  },
  { title: 'ConversationSummary' },
);
export type ConversationSummary = Static<typeof ConversationSummarySchema>;

export const ConversationMessageSchema = Type.Object(
  {
    id: Type.String(),
    body: Type.String(),
    createdAt: DateTime,
    senderId: Type.String(),
    /** Written by the caller. */
    mine: Type.Boolean(),
  },
  { title: 'ConversationMessage' },
);
export type ConversationMessage = Static<typeof ConversationMessageSchema>;

/**
 * One event of the live stream (GET /conversations/stream, Server-Sent Events): `event: message`, its `data` this
 * object as JSON, its `id` the message's. A stream starts with `event: ready` once it listens.
 */
export const ConversationLiveEventSchema = Type.Object({
  conversationId: Type.String(),
  message: ConversationMessageSchema,
});
export type ConversationLiveEvent = Static<typeof ConversationLiveEventSchema>;

export const ConversationListQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: CONVERSATIONS_MAX_PAGE_SIZE, default: CONVERSATIONS_PAGE_SIZE }),
});

/** The list's paging, and the unread messages of all my discussions (the menu's badge). */
export const ConversationListMetaSchema = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  unread: Type.Integer({ minimum: 0 }),
});
export type ConversationListMeta = Static<typeof ConversationListMetaSchema>;

export const NewConversationSchema = Type.Object({ productId: uuidSchema, message: messageText });
export type NewConversationBody = Static<typeof NewConversationSchema>;

/** POST /conversations: the discussion written to, whether this message opened it, and the message as stored. */
export const ConversationStartedSchema = Type.Object(
  { id: Type.String(), created: Type.Boolean(), message: ConversationMessageSchema },
  { title: 'ConversationStarted' },
);
export type ConversationStarted = Static<typeof ConversationStartedSchema>;

export const NewMessageSchema = Type.Object({ message: messageText });
export type NewMessageBody = Static<typeof NewMessageSchema>;

/**
 * A page of messages: the newest page first, then older ones through `before` (a message id of the discussion,
 * exclusive). Within a page the messages run oldest to newest, as they are shown.
 */
export const MessagesQuerySchema = Type.Object({
  before: Type.Optional(uuidSchema),
  limit: Type.Integer({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE, default: MESSAGES_PAGE_SIZE }),
});
export type MessagesQuery = Static<typeof MessagesQuerySchema>;

export const MessagesMetaSchema = Type.Object({
  limit: Type.Integer(),
  /** Pass as `before` to read the older page; null on the oldest page. */
  nextBefore: Nullable(Type.String()),
});
export type MessagesMeta = Static<typeof MessagesMetaSchema>;

export const ConversationReadSchema = Type.Object(
  {
    id: Type.String(),
    /** Unread messages left across all my discussions. */
    unreadTotal: Type.Integer({ minimum: 0 }),
  },
  { title: 'ConversationRead' },
);
export type ConversationRead = Static<typeof ConversationReadSchema>;

export const UnreadCountSchema = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { title: 'UnreadCount' },
);
export type UnreadCount = Static<typeof UnreadCountSchema>;

export const ConversationReportBodySchema = Type.Object({
  reason: StringEnum(CONVERSATION_REPORT_REASONS),
  detail: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ConversationReportBody = Static<typeof ConversationReportBodySchema>;

export const ConversationReportedSchema = Type.Object(
  {
    id: Type.String(),
    reason: StringEnum(CONVERSATION_REPORT_REASONS),
    createdAt: DateTime,
  },
  { title: 'ConversationReported' },
);
export type ConversationReported = Static<typeof ConversationReportedSchema>;

export const BlockStateSchema = Type.Object(
  { userId: Type.String(), blocked: Type.Boolean() },
  { title: 'BlockState' },
);
export type BlockState = Static<typeof BlockStateSchema>;

export { idParams as ConversationParamsSchema, idParams as UserParamsSchema };

const signedIn = { 401: errorResponse };
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

export const conversationResponses = {
  list: {
    200: Type.Object(
      {
        statusCode: Type.String(),
        data: Type.Array(ConversationSummarySchema),
        meta: ConversationListMetaSchema,
      },
      { description: 'READ_SUCCESSFULLY' },
    ),
    400: errorResponse,
    ...signedIn,
  },
  one: {
    200: Envelope(ConversationSummarySchema, 'READ_SUCCESSFULLY'),
    400: errorResponse,
    ...signedIn,
    404: errorResponse,
  },
  unread: { 200: Envelope(UnreadCountSchema, 'READ_SUCCESSFULLY'), ...signedIn },
  start: {
    201: Envelope(ConversationStartedSchema, 'CREATED_SUCCESSFULLY: a new discussion'),
    200: Envelope(ConversationStartedSchema, 'UPDATED_SUCCESSFULLY: the discussion already open, continued'),
    ...writeErrors,
  },
  messages: {
    200: Type.Object(
      { statusCode: Type.String(), data: Type.Array(ConversationMessageSchema), meta: MessagesMetaSchema },
      { description: 'READ_SUCCESSFULLY' },
    ),
    400: errorResponse,
    ...signedIn,
    404: errorResponse,
  },
  send: { 201: Envelope(ConversationMessageSchema, 'CREATED_SUCCESSFULLY'), ...writeErrors },
  read: { 200: Envelope(ConversationReadSchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
  report: {
    201: Envelope(ConversationReportedSchema, 'CREATED_SUCCESSFULLY'),
    ...writeErrors,
    409: errorResponse,
  },
  block: { 200: Envelope(BlockStateSchema, 'UPDATED_SUCCESSFULLY'), ...writeErrors },
} as const;
