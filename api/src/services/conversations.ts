import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/errors.js';
import {
  appendMessage,
  blockUser,
  findConversation,
  findConversationOfSeeker,
  findListingForConversation,
  findMembership,
  insertConversationReport,
  isMessageOf,
  listConversations,
  listMessages,
  markRead,
  openConversation,
  unblockUser,
  unreadTotal,
  userExists,
  writeState,
  type ConversationReportReason,
  type ConversationRow,
  type StoredMessage,
  type WriteState,
} from '../repositories/conversations.js';
import { imageDto } from '../repositories/products.js';
import {
  EXCERPT_CHARS,
  MESSAGE_MAX_CHARS,
  type ConversationMessage,
  type ConversationSummary,
} from '../schemas/conversations.js';
import { notifyNewMessage } from './push.js';

/**
 * Discussions between members about a listing: who may write to whom, and the answers' shapes. The SQL is in
 * repositories/conversations.ts; the per-account budgets are the routes' (`Charges`), counted here only once a
 * message is known to be accepted, so that a refused one costs nothing.
 */

const conversationNotFound = () => notFound('Discussion introuvable.');

/** A message as it is stored: trimmed, not blank, at most MESSAGE_MAX_CHARS characters (an emoji counts one). */
export function messageBody(raw: string): string {
  const body = raw.trim();
  if (!body) throw new ApiError(400, 'MESSAGE_EMPTY', 'Le message ne peut pas être vide.');
  if ([...body].length > MESSAGE_MAX_CHARS)
    throw new ApiError(
      400,
      'MESSAGE_TOO_LONG',
      `Le message ne doit pas dépasser ${MESSAGE_MAX_CHARS} caractères.`,
    );
  return body;
}

/** Refuses a message to a disabled account, to someone who blocked the writer, or to someone the writer blocked. */
export function checkMayWrite(state: WriteState): void {
  if (state.otherDisabled)
    throw new ApiError(
      403,
      'CONVERSATION_CLOSED',
      'Ce compte a été désactivé : la discussion n’accepte plus de nouveaux messages.',
    );
  if (state.blockedMe)
    throw new ApiError(
      403,
      'BLOCKED',
      'Vous ne pouvez plus écrire à cette personne : elle a bloqué vos messages.',
    );
  if (state.blockedByMe)
    throw new ApiError(
      403,
      'BLOCKED_BY_YOU',
      'Vous avez bloqué cette personne : débloquez-la pour lui écrire.',
    );
}

/** The per-account budgets a message spends, given by the route (it holds the request they count against). */
export interface Charges {
  /** A new discussion (the first message to someone about a listing). */
  conversation(): Promise<void>;
  /** Any message. */
  message(): Promise<void>;
}

/** An agent in full ('Jean-Paul Mbarga'), anyone else by first name and initial ('Aïcha M.'). */
export function personName(firstName: string, lastName: string, agentSlug: string | null): string {
  if (agentSlug) return `${firstName} ${lastName}`.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

export const toMessageDto = (message: StoredMessage, userId: string): ConversationMessage => ({
  id: message.id,
  body: message.body,
  createdAt: message.created_at.toISOString(),
  senderId: message.sender_id,
  mine: message.sender_id === userId,
});

export function toConversationSummary(
  row: ConversationRow,
  userId: string,
  url: (key: string) => string,
): ConversationSummary {
  const chars = [...row.last_body];
  return {
    id: row.id,
    role: row.role,
    listing:
      row.product_id && row.product_name !== null && row.product_slug !== null
        ? {
            id: row.product_id,
            name: row.product_name,
            slug: row.product_slug,
            photo: row.product_image ? imageDto(row.product_image, url) : null,
          }
        : null,
    other: {
      id: row.other_id,
      name: personName(row.other_first_name, row.other_last_name, row.other_agent_slug),
      agentSlug: row.other_agent_slug,
      verified: row.other_verified,
    },
    lastMessage: {
      excerpt:
        chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('').trimEnd()}…` : row.last_body,
      createdAt: row.last_at.toISOString(),
      mine: row.last_sender_id === userId,
    },
    unread: row.unread,
    blocked: { byMe: row.blocked_by_me, byOther: row.blocked_me },
    closed: row.other_disabled,
  };
}

/**
 * A signed-in member's message about a listing: continues their discussion about it, or opens one with the owner
 * when the listing is public (404 otherwise: an existing discussion goes on whatever became of the listing).
 */
export async function startConversation(
  app: FastifyInstance,
  userId: string,
  productId: string,
  rawMessage: string,
  charges: Charges,
): Promise<{ id: string; created: boolean; message: ConversationMessage }> {
  const body = messageBody(rawMessage);
  const existing = await findConversationOfSeeker(app.db, productId, userId);
  if (existing) {
    const message = await sendMessage(app, userId, existing.id, body, charges);
    return { id: existing.id, created: false, message };
  }
  const listing = await findListingForConversation(app.db, productId);
  if (!listing?.public) throw notFound('Bien introuvable.');
  if (listing.owner_id === userId)
    throw new ApiError(
      400,
      'CANNOT_MESSAGE_OWN_LISTING',
      'Vous ne pouvez pas vous écrire à propos de votre propre annonce.',
    );
  checkMayWrite(await writeState(app.db, userId, listing.owner_id));
  await charges.conversation();
  await charges.message();
  const outcome = await app.db.transaction(async (tx) => {
    const conversation = await openConversation(tx, productId, listing.owner_id, userId);
    return { ...conversation, message: await appendMessage(tx, conversation.id, userId, body, app.now()) };
  });
  await announce(app, outcome.id, [userId, listing.owner_id], outcome.message);
  notifyNewMessage(app, listing.owner_id, outcome.id, userId);
  return { id: outcome.id, created: outcome.created, message: toMessageDto(outcome.message, userId) };
}

/** Tells the two members' open streams of a message once it is committed (plugins/app/conversation-events.ts). */
export async function announce(
  app: FastifyInstance,
  conversationId: string,
  memberIds: [string, string],
  message: StoredMessage,
) {
  const { id, body, sender_id: senderId, created_at: createdAt } = message;
  await app.conversationEvents.publish({
    conversationId,
    memberIds,
    message: { id, body, senderId, createdAt: createdAt.toISOString() },
  });
}

/** A message in one of the member's discussions (404 for anyone else's). */
export async function sendMessage(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  rawMessage: string,
  charges: Pick<Charges, 'message'>,
): Promise<ConversationMessage> {
  const membership = await findMembership(app.db, conversationId, userId);
  if (!membership) throw conversationNotFound();
  const body = messageBody(rawMessage);
  checkMayWrite(await writeState(app.db, userId, membership.other_id));
  await charges.message();
  const message = await app.db.transaction((tx) =>
    appendMessage(tx, conversationId, userId, body, app.now()),
  );
  await announce(app, conversationId, [userId, membership.other_id], message);
  notifyNewMessage(app, membership.other_id, conversationId, userId);
  return toMessageDto(message, userId);
}

export async function listMyConversations(app: FastifyInstance, userId: string, page: number, limit: number) {
  const url = (key: string) => app.images.url(key);
  const [{ rows, total }, unread] = await Promise.all([
    listConversations(app.db, userId, EXCERPT_CHARS, limit, (page - 1) * limit),
    unreadTotal(app.db, userId),
  ]);
  return {
    data: rows.map((row) => toConversationSummary(row, userId, url)),
    meta: { total, page, limit, unread },
  };
}

export async function getMyConversation(app: FastifyInstance, userId: string, conversationId: string) {
  const row = await findConversation(app.db, userId, conversationId, EXCERPT_CHARS);
  if (!row) throw conversationNotFound();
  return toConversationSummary(row, userId, (key) => app.images.url(key));
}

/**
 * A page of a discussion's messages, oldest to newest within the page: the latest `limit` ones, or the `limit`
 * before the message `before`. `nextBefore` reads the page before this one (null: this page holds the first message).
 */
export async function readMessages(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  before: string | undefined,
  limit: number,
): Promise<{ data: ConversationMessage[]; meta: { limit: number; nextBefore: string | null } }> {
  if (!(await findMembership(app.db, conversationId, userId))) throw conversationNotFound();
  if (before && !(await isMessageOf(app.db, conversationId, before)))
    throw new ApiError(
      400,
      'INVALID_CURSOR',
      'Le paramètre before doit être un message de cette discussion.',
    );
  const rows = await listMessages(app.db, conversationId, before ?? null, limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    data: page.map((message) => toMessageDto(message, userId)),
    meta: { limit, nextBefore: rows.length > limit ? (page[0]?.id ?? null) : null },
  };
}

/** The member has read the discussion: its unread messages go, and the badge's total is given back. */
export async function markConversationRead(app: FastifyInstance, userId: string, conversationId: string) {
  if (!(await findMembership(app.db, conversationId, userId))) throw conversationNotFound();
  await markRead(app.db, conversationId, userId);
  return { id: conversationId, unreadTotal: await unreadTotal(app.db, userId) };
}

export const countUnread = (app: FastifyInstance, userId: string) => unreadTotal(app.db, userId);

/** A participant reports the other's behaviour in the discussion, once while the moderators have not decided. */
export async function reportConversation(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  reason: ConversationReportReason,
  detail: string | undefined,
) {
  const membership = await findMembership(app.db, conversationId, userId);
  if (!membership) throw conversationNotFound();
  const report = await insertConversationReport(app.db, {
    conversationId,
    reporterId: userId,
    reportedId: membership.other_id,
    reason,
    detail: detail?.trim() ?? '',
  });
  if (!report)
    throw new ApiError(
      409,
      'ALREADY_REPORTED',
      'Vous avez déjà signalé cette discussion : les modérateurs l’examinent.',
    );
  return { id: report.id, reason: report.reason, createdAt: report.created_at.toISOString() };
}

/** Blocks or unblocks a member (either is idempotent): a blocked member can no longer write to the blocker. */
export async function setBlocked(app: FastifyInstance, userId: string, otherId: string, blocked: boolean) {
  if (otherId === userId)
    throw new ApiError(400, 'CANNOT_BLOCK_SELF', 'Vous ne pouvez pas vous bloquer vous-même.');
  if (!(await userExists(app.db, otherId)))
    throw new ApiError(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.');
  if (blocked) await blockUser(app.db, userId, otherId);
  else await unblockUser(app.db, userId, otherId);
  return { userId: otherId, blocked };
}
