// Ratings only a real visit can give, on a clock the tests move: the visitor of a visit marked as done rates its
// advertiser once (never the advertiser, never before); the agent page's list and average (from 3 ratings on); the
// advertiser's one public answer; reports reaching the moderators, who hide a rating (journaled).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  adminAuth,
  assertRefused as refused,
  callAs,
  createListing,
  outbox,
  setupTestApp,
  signedIn,
  uniqueEmail,
} from '../helper.js';

const MONDAY_9H = Date.parse('2026-12-07T08:00:00Z');
let now = MONDAY_9H;
const ADMIN = uniqueEmail('ratings-admin');
const ctx = setupTestApp({ clock: () => new Date(now), adminEmails: [ADMIN.toLowerCase()] });

type Auth = Record<string, string>;
/** A call as `auth`; a write always carries a JSON body (an empty one when none is given). */
const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth = {}, payload?: object) =>
  callAs(ctx.app, auth, method, url, method === 'GET' ? undefined : (payload ?? {}));

/** An agent (with a public profile) whose listing gives visit hours on Saturday mornings. */
async function agentWithListing() {
  now = MONDAY_9H;
  const agent = await signedIn(ctx.app);
  const profile = await call('PUT', '/api/v1/user/agent-profile', agent.auth, {
    specialty: 'furnished',
    cities: ['Douala'],
    languages: ['fr'],
    experience: 4,
    presentation: 'Meublés à Bonapriso.',
    showPhone: false,
    photo: '',
  });
  assert.ok([200, 201].includes(profile.statusCode), profile.body);
  const slug = profile.json().data.slug as string;
  const listing = await createListing(ctx.app, agent.auth, { name: `Villa ${randomUUID().slice(0, 8)}` });
  const hours = await call('PUT', `/api/v1/products/${listing.id}/visit-availability`, agent.auth, {
    slotMinutes: 60,
    ranges: [{ day: 6, from: '09:00', to: '13:00' }],
    daysOff: [],
  });
  assert.equal(hours.statusCode, 200, hours.body);
  return { agent, slug, listing };
}

/** The four Saturday slots of the listing (9h to 12h in Douala), one visit each. */
const SATURDAY = ['08', '09', '10', '11'].map((hour) => `2026-12-12T${hour}:00:00.000Z`);
const booked = new Map<string, number>();

/** A visit of a fresh visitor to the listing's next free slot, confirmed, the day over; done unless told otherwise. */
async function visitOf(owner: Auth, productId: string, done = true) {
  now = MONDAY_9H;
  const slot = booked.get(productId) ?? 0;
  booked.set(productId, slot + 1);
  const visitor = await signedIn(ctx.app);
  const asked = await call('POST', '/api/v1/visits', visitor.auth, { productId, startsAt: SATURDAY[slot] });
  assert.equal(asked.statusCode, 201, asked.body);
  const id = asked.json().data.id as string;
  assert.equal((await call('POST', `/api/v1/visits/${id}/confirm`, owner)).statusCode, 200);
  now = Date.parse('2026-12-12T14:00:00Z');
  if (done)
    assert.equal(
      (await call('POST', `/api/v1/visits/${id}/outcome`, visitor.auth, { outcome: 'DONE' })).statusCode,
      200,
    );
  return { visitor, id };
}

const rate = (auth: Auth, visitId: string, stars: number, comment?: string) =>
  call('POST', `/api/v1/visits/${visitId}/rating`, auth, { stars, ...(comment ? { comment } : {}) });
const ratingsOf = async (slug: string) => {
  const res = await call('GET', `/api/v1/agents/${slug}/ratings`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    advertiserId: string;
    count: number;
    average: number | null;
    items: {
      id: string;
      stars: number;
      comment: string;
      visitMonth: string;
      raterName: string;
      answer: string | null;
    }[];
  };
};

test('only the visitor of a visit marked done rates it, once; the average shows from three ratings on', async () => {
  const { agent, slug, listing } = await agentWithListing();
  // Not before the visit is done, never by the advertiser.
  const pending = await visitOf(agent.auth, listing.id, false);
  refused(await rate(pending.visitor.auth, pending.id, 5), 409, 'VISIT_NOT_DONE');
  const first = await visitOf(agent.auth, listing.id);
  refused(await rate(agent.auth, first.id, 5), 403, 'ONLY_VISITOR_RATES');
  refused(await rate(first.visitor.auth, first.id, 6), 400, 'VALIDATION_ERROR');
  const stranger = await signedIn(ctx.app);
  refused(await rate(stranger.auth, first.id, 1), 404, 'NOT_FOUND');

  const created = await rate(first.visitor.auth, first.id, 5, 'Agent ponctuel, bien conforme aux photos.');
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().data.visitMonth, '2026-12');
  refused(await rate(first.visitor.auth, first.id, 1), 409, 'ALREADY_RATED');
  const [visit] = (await call('GET', '/api/v1/visits', first.visitor.auth)).json().data as {
    rated: boolean;
    actions: string[];
  }[];
  assert.deepEqual([visit?.rated, visit?.actions], [true, []]);
  let list = await ratingsOf(slug);
  assert.equal(list.count, 1);
  assert.equal(list.average, null, 'no average under three ratings');
  assert.equal(list.items[0]?.comment, 'Agent ponctuel, bien conforme aux photos.');

  for (const stars of [4, 4]) {
    const next = await visitOf(agent.auth, listing.id);
    assert.equal((await rate(next.visitor.auth, next.id, stars)).statusCode, 201);
  }
  list = await ratingsOf(slug);
  assert.equal(list.count, 3);
  assert.equal(list.average, 4.3);
  refused(await call('GET', '/api/v1/agents/nobody-here/ratings'), 404, 'NOT_FOUND');
});

test('the advertiser answers once, publicly; reports reach the moderators, who hide a rating', async () => {
  const { agent, slug, listing } = await agentWithListing();
  const visit = await visitOf(agent.auth, listing.id);
  const ratingId = (await rate(visit.visitor.auth, visit.id, 1, 'Jamais venu au rendez-vous.')).json().data
    .id as string;

  const stranger = await signedIn(ctx.app);
  refused(
    await call('POST', `/api/v1/ratings/${ratingId}/answer`, stranger.auth, { answer: 'Faux' }),
    404,
    'NOT_FOUND',
  );
  const answered = await call('POST', `/api/v1/ratings/${ratingId}/answer`, agent.auth, {
    answer: 'Nous avions convenu d’un autre jour par message.',
  });
  assert.equal(answered.statusCode, 200, answered.body);
  refused(
    await call('POST', `/api/v1/ratings/${ratingId}/answer`, agent.auth, { answer: 'Encore' }),
    409,
    'ALREADY_ANSWERED',
  );
  assert.equal((await ratingsOf(slug)).items[0]?.answer, 'Nous avions convenu d’un autre jour par message.');

  const reported = await call('POST', `/api/v1/ratings/${ratingId}/report`, agent.auth, {
    reason: 'Faux avis',
  });
  assert.equal(reported.statusCode, 201, reported.body);
  refused(await call('POST', `/api/v1/ratings/${ratingId}/report`, agent.auth, {}), 409, 'ALREADY_REPORTED');

  const admin = await adminAuth(ctx.app, ADMIN);
  refused(await call('GET', '/api/v1/admin/rating-reports', agent.auth), 403, 'USER_IS_NOT_ADMIN');
  const queueRes = await call('GET', '/api/v1/admin/rating-reports', admin);
  assert.equal(queueRes.statusCode, 200, queueRes.body);
  const queue = queueRes.json().data as {
    ratingId: string;
    ratedEmail: string;
    ratedName: string;
    agentSlug: string | null;
    reports: number;
    reasons: string[];
  }[];
  const entry = queue.find((item) => item.ratingId === ratingId);
  assert.deepEqual([entry?.reports, entry?.reasons], [1, ['Faux avis']]);
  assert.deepEqual(
    [entry?.ratedEmail, entry?.agentSlug, Boolean(entry?.ratedName)],
    [agent.user.email.toLowerCase(), slug, true],
  );
  const hidden = await call('POST', `/api/v1/admin/ratings/${ratingId}/hide`, admin);
  assert.equal(hidden.statusCode, 200, hidden.body);
  assert.equal((await ratingsOf(slug)).count, 0, 'a hidden rating counts nowhere');
  assert.ok(
    !(await call('GET', '/api/v1/admin/rating-reports', admin))
      .json()
      .data.some((item: { ratingId: string }) => item.ratingId === ratingId),
  );
  const journal = (await call('GET', '/api/v1/admin/journal?limit=100', admin)).json().data as {
    action: string;
    targetId: string;
  }[];
  assert.ok(journal.some((line) => line.action === 'rating.hide' && line.targetId === ratingId));
  refused(await call('POST', `/api/v1/admin/ratings/${randomUUID()}/hide`, admin), 404, 'NOT_FOUND');
});

test('the advertiser is told of a rating by e-mail, with the link to their agent page where they may answer', async () => {
  const { agent, slug, listing } = await agentWithListing();
  const visit = await visitOf(agent.auth, listing.id);
  const created = await rate(visit.visitor.auth, visit.id, 4, 'Visite claire, documents présentés.');
  assert.equal(created.statusCode, 201, created.body);
  const mail = outbox(ctx.dataDir).find(
    (one) => one.includes(`To: ${agent.user.email}`) && one.includes('vous a donné'),
  );
  assert.ok(mail, 'the advertiser is told');
  assert.match(mail, /vous a donné 4 étoiles sur 5 après la visite de « Villa /);
  assert.match(mail, /Son commentaire : « Visite claire, documents présentés. »/);
  assert.ok(mail.includes(`/agents/${slug}`), 'the mail links to the agent page');
  assert.ok(
    !outbox(ctx.dataDir).some(
      (one) => one.includes(`To: ${visit.visitor.user.email}`) && one.includes('vous a donné'),
    ),
    'the visitor is not told of their own rating',
  );
  // The list says whose ratings they are: the one account that may answer them.
  assert.equal((await ratingsOf(slug)).advertiserId, agent.user.id);
});
