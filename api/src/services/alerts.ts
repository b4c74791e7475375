import type { FastifyInstance } from 'fastify';
import { languageOf, sendMail } from '../mails/index.js';
import { describeFiltersIn } from '../mails/alerts.js';
import { signJwt, verifyJwt } from '../lib/tokens.js';
import {
  claimNewListings,
  claimPriceDrops,
  listDueAlerts,
  markAlertLooked,
  pauseAlert,
  type AlertFilters,
  type AlertListing,
  type DueAlert,
  type PriceDrop,
} from '../repositories/alerts.js';
import { tryAdvisoryXactLock } from '../repositories/locks.js';
import { isBlankFilter } from '../schemas/vocabulary.js';
import { notify } from './push.js';

/**
 * Saved searches. Each round (every ALERTS_INTERVAL_S seconds) looks at the immediate alerts, and
 * at the daily ones last looked at a day ago or more; an alert whose search has listings published since its last
 * look gets ONE mail naming up to MAIL_LISTINGS of them. The same round mails 'Baisse de prix' to the users who saved
 * a listing whose price went down.
 */
export const ALERTS_PER_USER = 20;
export const MAIL_LISTINGS = 10;
/** pg_try_advisory_xact_lock key of the alerts round: one API process at a time. */
export const ALERTS_LOCK = 237_016_006;
/** Alerts looked at per round at most (the others, looked at longest ago first, wait for the next round). */
const ROUND_BATCH = 500;
/** An unsubscribe link keeps working for a year. */
export const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 3600;
const DAY_MS = 24 * 3600 * 1000;
interface AlertMail {
  alert: DueAlert;
  listings: AlertListing[];
  total: number;
}

export interface AlertsRound {
  /** False when another process held the lock: this round did nothing. */
  ran: boolean;
  /** Alerts looked at. */
  checked: number;
  /** Alert mails sent (one per alert with new listings). */
  mailed: number;
  /** 'Baisse de prix' mails sent. */
  priceDrops: number;
}

/**
 * One round at `now` (the application's clock: the schedule of daily alerts). What is found is recorded (alert_sent,
 * price_drops.sent_at, the alerts' last look) in one transaction under an advisory lock, so two API processes never
 * mail the same listing twice; the mails go out after the commit, each on its own (a failed mail is logged).
 */
export async function runAlerts(app: FastifyInstance, now: Date): Promise<AlertsRound> {
  const claimed = await app.db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, ALERTS_LOCK))) return null;
    const due = await listDueAlerts(tx, new Date(now.getTime() - DAY_MS), ROUND_BATCH);
    const mails: AlertMail[] = [];
    for (const alert of due) {
      // The mail names the first MAIL_LISTINGS matches and counts the others, with a link to the search.
      const found = await claimNewListings(tx, alert, MAIL_LISTINGS);
      if (found.total > 0) mails.push({ alert, ...found });
      await markAlertLooked(tx, alert.id, now, alert.checked);
    }
    const drops = await claimPriceDrops(tx);
    return { checked: due.length, mails, drops };
  });
  if (!claimed) return { ran: false, checked: 0, mailed: 0, priceDrops: 0 };
  for (const mail of claimed.mails) {
    notifyAlert(app, mail);
    await sendOrLog(app, 'alert', () => sendAlertMail(app, mail));
  }
  for (const drop of claimed.drops) await sendOrLog(app, 'price drop', () => sendPriceDropMail(app, drop));
  return {
    ran: true,
    checked: claimed.checked,
    mailed: claimed.mails.length,
    priceDrops: claimed.drops.length,
  };
}

async function sendOrLog(app: FastifyInstance, label: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    app.log.error({ err, task: label }, 'alert mail failed');
  }
}

/** The signed one-click link of one alert: it pauses that alert only, for its owner, without signing in. */
export const unsubscribeToken = (app: FastifyInstance, alertId: string, userId: string) =>
  signJwt(app.jwtKey, 'alert-unsubscribe', { alertId }, UNSUBSCRIBE_TTL_SECONDS, userId);

export type UnsubscribeOutcome =
  | { ok: true; id: string; filters: AlertFilters }
  | { ok: false; code: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'NOT_FOUND' };

export async function unsubscribeByToken(app: FastifyInstance, token: string): Promise<UnsubscribeOutcome> {
  const verified = await verifyJwt(app.jwtKey, 'alert-unsubscribe', token);
  if (!verified.ok) return { ok: false, code: verified.expired ? 'EXPIRED_TOKEN' : 'INVALID_TOKEN' };
  const { alertId, sub } = verified.payload;
  if (typeof alertId !== 'string' || typeof sub !== 'string') return { ok: false, code: 'INVALID_TOKEN' };
  const row = await pauseAlert(app.db, sub, alertId);
  if (!row) return { ok: false, code: 'NOT_FOUND' };
  return { ok: true, id: row.id, filters: row.filters };
}

/** 'Location · Douala, Akwa · jusqu'à 200 000 FCFA/mois': the alert's search in words (mf-profile says the same). */
export const describeFilters = (f: AlertFilters): string => describeFiltersIn('fr', f);

/**
 * The site's page of the alert's search: /louer, /acheter or /terrains when the filters are theirs (the page's own
 * filters left out of the address), else /search. The same rule as mf-profile's 'Voir les annonces'.
 */
export function searchPath(f: AlertFilters): string {
  const { forSale, excludeLand, type, ...rest } = f;
  let path = '/search';
  const params = new URLSearchParams();
  const keep: Record<string, unknown> = { ...rest };
  if (type === 'land') path = '/terrains';
  else if (excludeLand && forSale === false) path = '/louer';
  else if (excludeLand && forSale === true) path = '/acheter';
  else {
    if (type) keep.type = type;
    if (forSale !== undefined) keep.forSale = forSale;
    if (excludeLand) keep.excludeLand = excludeLand;
  }
  if (path !== '/search' && type && type !== 'land') keep.type = type;
  for (const [key, value] of Object.entries(keep)) {
    if (isBlankFilter(value)) continue;
    if (key === 'verified') {
      if (value === '1' || value === 'true') params.set('verified', '1');
      continue;
    }
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The alert's new listings on the member's devices: how many, for which search; the click opens the search. */
function notifyAlert(app: FastifyInstance, { alert, total }: AlertMail) {
  const summary = describeFilters(alert.filters);
  notify(app, alert.user_id, 'alerts', {
    url: searchPath(alert.filters),
    text: {
      fr: {
        title: `Alerte « ${summary} »`,
        body:
          total === 1
            ? 'Une nouvelle annonce correspond à votre recherche.'
            : `${total} nouvelles annonces correspondent à votre recherche.`,
      },
      en: {
        title: `Alert “${summary}”`,
        body: total === 1 ? 'A new listing matches your search.' : `${total} new listings match your search.`,
      },
    },
  });
}

async function sendAlertMail(app: FastifyInstance, { alert, listings, total }: AlertMail) {
  const token = await unsubscribeToken(app, alert.id, alert.user_id);
  const oneClick = `${app.config.publicUrl}/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  await sendMail(
    app,
    alert.email,
    languageOf(alert.language),
    'alertMail',
    {
      firstName: alert.first_name,
      filters: alert.filters,
      searchPath: searchPath(alert.filters),
      listings: listings.map((p) => ({
        name: p.name,
        slug: p.slug,
        price: p.price,
        currency: p.currency,
        rent: !p.is_for_sale,
        place: [p.district, p.city].filter(Boolean).join(', '),
      })),
      total,
      token,
    },
    {
      // RFC 8058: mail programs offer their own one-click 'Se désabonner', which POSTs to this address.
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}

async function sendPriceDropMail(app: FastifyInstance, drop: PriceDrop) {
  await sendMail(app, drop.email, languageOf(drop.language), 'priceDrop', {
    firstName: drop.first_name,
    listingName: drop.name,
    slug: drop.slug,
    oldPrice: drop.old_price,
    price: drop.price,
    currency: drop.currency,
    rent: !drop.is_for_sale,
  });
}
