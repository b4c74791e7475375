import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { languageOf, sendMail } from '../mails/index.js';
import { SITE_REASONS, type Reason } from '../mails/verification.js';
import { VERIFICATION_DOCUMENT_DAYS_DEFAULT } from '../config.js';
import type { Queryable } from '../lib/db.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { checkFormField } from '../lib/form-input.js';
import { checkImage, imageJobs, MAX_PIXELS, sniffImageType } from '../lib/images.js';
import { tryAdvisoryXactLock } from '../repositories/locks.js';
import {
  closeRequestsMadeBefore,
  findLatestRequest,
  findVerifiedAt,
  insertPendingRequest,
  insertRevokedEntry,
  listPendingRequests,
  lockPendingRequest,
  markOwnerVerified,
  recordDecision,
  unmarkOwnerVerified,
  type Decided,
} from '../repositories/verifications.js';

export type { Decided, PendingRow } from '../repositories/verifications.js';

/**
 * 'Devenir annonceur vérifié'. A member sends a phone number and a photo of an identity document;
 * the photo is checked like a listing's, re-encoded (no metadata kept) and stored privately until an administrator
 * approves or refuses the request, then deleted. An approved account's listings carry 'Annonceur vérifié'.
 */

export type VerificationStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REFUSED' | 'REVOKED';

export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;
const DOCUMENT_WIDTH = 1600;

export const documentKey = (id: string) => `verifications/${id}.webp`;

export interface VerificationForm {
  phone: string;
  document: Buffer;
}

/** Reads the multipart form: a `phone` field and one `document` file (JPEG or PNG, the listings' image checks). */
export async function readVerificationForm(request: FastifyRequest): Promise<VerificationForm> {
  if (!request.isMultipart()) throw badRequest('Un formulaire multipart avec phone et document est attendu.');
  let phone: string | undefined;
  let document: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        checkFormField(part.fieldname, part.value);
        if (part.fieldname === 'phone') phone = String(part.value).trim();
        continue;
      }
      const buffer = await part.toBuffer();
      checkFormField(part.fieldname, '');
      if (part.fieldname !== 'document') throw badRequest(`Champ de fichier inconnu : ${part.fieldname}.`);
      if (document) throw badRequest('Une seule pièce d’identité est attendue.');
      document = buffer;
    }
  } catch (err) {
    if (err instanceof ApiError || String((err as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw err;
    throw badRequest('Formulaire multipart invalide.');
  }
  const errors: { path: string; message: string }[] = [];
  if (!phone) errors.push({ path: '/phone', message: 'Le numéro de téléphone est requis.' });
  else if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 6)
    errors.push({ path: '/phone', message: 'Numéro de téléphone invalide.' });
  if (!document || document.length === 0)
    errors.push({ path: '/document', message: 'La photo de la pièce d’identité est requise.' });
  if (errors.length) throw badRequest('Demande de vérification incomplète.', errors);
  const type = sniffImageType(document as Buffer);
  if (type !== 'jpeg' && type !== 'png')
    throw new ApiError(
      415,
      'INVALID_IMAGE_TYPE',
      'Seuls les formats JPEG ou PNG sont acceptés pour la pièce d’identité.',
    );
  await checkImage(document as Buffer);
  return { phone: phone as string, document: document as Buffer };
}

/** The document as kept: WebP, at most DOCUMENT_WIDTH wide, turned upright, without EXIF or GPS data. */
export async function encodeDocument(data: Buffer): Promise<Buffer> {
  try {
    return await imageJobs(() =>
      sharp(data, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: DOCUMENT_WIDTH, height: DOCUMENT_WIDTH, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw new ApiError(422, 'INVALID_IMAGE', 'Image illisible ou endommagée.');
  }
}

export interface VerificationState {
  status: VerificationStatus;
  /** The reason of a refusal, or of the end of a verification, for the member to read. */
  reason: string | null;
  requestedAt: string | null;
  decidedAt: string | null;
}

export async function verificationState(db: Queryable, userId: string): Promise<VerificationState> {
  const user = await findVerifiedAt(db, userId);
  const last = await findLatestRequest(db, userId);
  if (user?.verified_at)
    return {
      status: 'APPROVED',
      reason: null,
      requestedAt: last?.created_at.toISOString() ?? null,
      decidedAt: user.verified_at.toISOString(),
    };
  if (!last) return { status: 'NONE', reason: null, requestedAt: null, decidedAt: null };
  return {
    status: last.status,
    reason: last.status === 'REFUSED' || last.status === 'REVOKED' ? last.reason : null,
    requestedAt: last.created_at.toISOString(),
    decidedAt: last.decided_at?.toISOString() ?? null,
  };
}

/**
 * Records a request: 409 ALREADY_VERIFIED for a verified account, 409 VERIFICATION_PENDING while one waits. The file
 * is written before the row, and removed again when the row cannot be written.
 */
export async function requestVerification(app: FastifyInstance, userId: string, form: VerificationForm) {
  const state = await verificationState(app.db, userId);
  if (state.status === 'APPROVED')
    throw new ApiError(409, 'ALREADY_VERIFIED', 'Votre compte est déjà vérifié.');
  if (state.status === 'PENDING')
    throw new ApiError(
      409,
      'VERIFICATION_PENDING',
      'Une demande de vérification est déjà en cours d’examen.',
    );
  const id = randomUUID();
  const key = documentKey(id);
  await app.privateFiles.put(key, await encodeDocument(form.document));
  try {
    await insertPendingRequest(app.db, { id, userId, phone: form.phone, documentKey: key });
  } catch (err) {
    await app.privateFiles.remove(key);
    // Two requests at once: the unique index on the waiting request decides.
    if ((err as { code?: string }).code === '23505')
      throw new ApiError(
        409,
        'VERIFICATION_PENDING',
        'Une demande de vérification est déjà en cours d’examen.',
      );
    throw err;
  }
  return verificationState(app.db, userId);
}

/** The requests waiting for a decision, oldest first (first come, first served). */
export const pendingVerifications = (db: Queryable) => listPendingRequests(db);

/**
 * Approves or refuses a waiting request in `tx` (with its journal entry, by the caller): the account and its
 * listings become verified on approval. Returns undefined when no such request waits.
 */
export async function decideVerification(
  tx: Queryable,
  id: string,
  decision: { approve: boolean; reason: string; adminId: string },
): Promise<Decided | undefined> {
  const row = await lockPendingRequest(tx, id);
  if (!row) return undefined;
  await recordDecision(tx, id, {
    status: decision.approve ? 'APPROVED' : 'REFUSED',
    reason: decision.reason,
    adminId: decision.adminId,
  });
  if (decision.approve) await markOwnerVerified(tx, row.user_id);
  return row;
}

/** Tells the member the decision (off the request path: the admin's answer does not wait for the mail). */
export async function sendDecisionMail(
  app: FastifyInstance,
  decided: Decided,
  approve: boolean,
  reason: Reason,
) {
  await sendMail(app, decided.email, languageOf(decided.language), 'verificationDecision', {
    firstName: decided.first_name,
    approve,
    reason,
  });
}

/** Why a verification ends when the member changes what was verified (told in the profile's answer and by mail). */
export const IDENTITY_CHANGED_REASON = SITE_REASONS.identityChanged.fr;

export interface Ended {
  email: string;
  first_name: string;
  language: string;
}

/**
 * Ends an account's verification in `tx`: the badge leaves the account and its listings, and a REVOKED entry keeps
 * the reason (what the member's verification state shows) and who decided it (null: the member's own change).
 * Undefined when the account is not verified.
 */
export async function endVerification(
  tx: Queryable,
  userId: string,
  ending: { reason: string; adminId: string | null },
): Promise<Ended | undefined> {
  const user = await unmarkOwnerVerified(tx, userId);
  if (!user) return undefined;
  await insertRevokedEntry(tx, {
    id: randomUUID(),
    userId,
    phone: user.phone ?? '',
    reason: ending.reason,
    adminId: ending.adminId,
  });
  return { email: user.email, first_name: user.first_name, language: user.language };
}

/** Tells the member their verification ended and why (off the request path, as the decisions' mails). */
export async function sendVerificationEndedMail(app: FastifyInstance, ended: Ended, reason: Reason) {
  await sendMail(app, ended.email, languageOf(ended.language), 'verificationEnded', {
    firstName: ended.first_name,
    reason,
  });
}

/** pg_try_advisory_xact_lock key of the expiry of undecided requests: one API process at a time runs a round. */
export const VERIFICATION_EXPIRY_LOCK = 237_015_004;

const DAY_MS = 24 * 3600 * 1000;

export const expiredReason = (days: number) => SITE_REASONS.expired(days).fr;

export interface VerificationExpiryRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  expired: number;
}

/**
 * One round at `now` of the periodic work: an identity document is kept no longer than VERIFICATION_DOCUMENT_DAYS
 * for a request nobody decided. Such a request is closed (REFUSED, with a reason the member reads, no administrator)
 * since without its document it cannot be decided, and the member may ask again. The files are removed inside the
 * transaction that closes the requests: a removal that fails rolls the round back, so a row never stops naming a
 * file still stored, and the next round tries again. The advisory lock keeps two API processes from doing it twice.
 */
export async function expireUndecidedRequests(
  app: FastifyInstance,
  now: Date,
): Promise<VerificationExpiryRound> {
  const days = app.config.verificationDocumentDays ?? VERIFICATION_DOCUMENT_DAYS_DEFAULT;
  const reason = expiredReason(days);
  const reasons = SITE_REASONS.expired(days);
  const closed = await app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, VERIFICATION_EXPIRY_LOCK))) return null;
    const rows = await closeRequestsMadeBefore(tx, new Date(now.getTime() - days * DAY_MS), reason, now);
    for (const row of rows) if (row.document_key) await app.privateFiles.remove(row.document_key);
    return rows;
  });
  if (!closed) return { ran: false, expired: 0 };
  for (const row of closed) {
    await sendDecisionMail(app, row, false, reasons).catch((err: unknown) =>
      app.log.error({ err, task: 'verification expiry' }, 'verification expiry mail failed'),
    );
  }
  return { ran: true, expired: closed.length };
}
