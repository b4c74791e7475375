// Visits booked on the site, on a clock set to Monday 7 December 2026, 9:00 in Douala: an owner's visit hours
// (Cameroon's time, whatever the server's zone), the free slots they give over 14 days, a visitor's request in the
// discussion with the owner, the owner's answers (confirm, decline, another slot) and either side's cancellation.
// Two confirmations of one slot never both succeed.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { assertRefused, callAs, createListing, outbox, setupTestApp, signedIn } from '../helper.js';

const MONDAY_9H = Date.parse('2026-12-07T08:00:00Z');
let now = MONDAY_9H;
const ctx = setupTestApp({ clock: () => new Date(now) });

type Auth = Record<string, string>;
/** A call as `auth`; a write always carries a JSON body (an empty one when none is given). */
const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth = {}, payload?: object) =>
  callAs(ctx.app, auth, method, url, method === 'GET' ? undefined : (payload ?? {}));

/** Monday to Friday 16h–18h, Saturday 9h–13h, visits of 60 minutes, Wednesday 9 December off. */
const HOURS = {
  slotMinutes: 60,
  ranges: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, from: '16:00', to: '18:00' })),
    { day: 6, from: '09:00', to: '13:00' },
  ],
  daysOff: ['2026-12-09'],
};

async function listingWithHours() {
  now = MONDAY_9H;
  const owner = await signedIn(ctx.app);
  const listing = await createListing(ctx.app, owner.auth, {
    name: `Villa à Bastos ${randomUUID().slice(0, 8)}`,
  });
  const res = await call('PUT', `/api/v1/products/${listing.id}/visit-availability`, owner.auth, HOURS);
  assert.equal(res.statusCode, 200, res.body);
  return { owner, listing };
}

const slots = async (productId: string) => {
  const res = await call('GET', `/api/v1/products/${productId}/visit-slots`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    timeZone: string;
    slotMinutes: number | null;
    visitFee: number | null;
    days: { date: string; slots: { startsAt: string; endsAt: string }[] }[];
  };
};

const request = (auth: Auth, productId: string, startsAt: string, message?: string) =>
  call('POST', '/api/v1/visits', auth, { productId, startsAt, ...(message ? { message } : {}) });

const SATURDAY_10H = '2026-12-12T09:00:00.000Z';
const SATURDAY_11H = '2026-12-12T10:00:00.000Z';

const myVisits = async (auth: Auth) => {
  const res = await call('GET', '/api/v1/visits', auth);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    id: string;
    role: string;
    status: string;
    proposedBy: string;
    startsAt: string;
    actions: string[];
    conversationId: string;
    listing: { id: string } | null;
    other: { name: string };
  }[];
};

const threadBodies = async (auth: Auth, conversationId: string) => {
  const res = await call('GET', `/api/v1/conversations/${conversationId}/messages`, auth);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { body: string }[]).map((message) => message.body);
};

const refused = assertRefused;

test('visit hours are the owner’s: checked, kept sorted, 404 for anyone else', async () => {
  const { owner, listing } = await listingWithHours();
  const url = `/api/v1/products/${listing.id}/visit-availability`;
  const read = await call('GET', url, owner.auth);
  assert.equal(read.statusCode, 200);
  assert.deepEqual(read.json().data, HOURS);

  const other = await signedIn(ctx.app);
  refused(await call('GET', url, other.auth), 404, 'NOT_FOUND');
  refused(await call('PUT', url, other.auth, HOURS), 404, 'NOT_FOUND');
  assert.equal((await call('GET', url)).statusCode, 401);

  refused(
    await call('PUT', url, owner.auth, { ...HOURS, ranges: [{ day: 1, from: '16:00', to: '16:30' }] }),
    400,
    'INVALID_AVAILABILITY',
  );
  refused(
    await call('PUT', url, owner.auth, {
      ...HOURS,
      ranges: [
        { day: 2, from: '09:00', to: '12:00' },
        { day: 2, from: '11:00', to: '13:00' },
      ],
    }),
    400,
    'INVALID_AVAILABILITY',
  );
  refused(
    await call('PUT', url, owner.auth, { ...HOURS, ranges: [{ day: 8, from: '25:00', to: '26:00' }] }),
    400,
    'VALIDATION_ERROR',
  );
  refused(await call('PUT', url, owner.auth, { ...HOURS, slotMinutes: 45 }), 400, 'VALIDATION_ERROR');
  // Nothing of the refused writes was kept.
  assert.deepEqual((await call('GET', url, owner.auth)).json().data, HOURS);
});

test('free slots: Cameroon’s hours over 14 days, dates off left out, none within the hour', async () => {
  const { listing } = await listingWithHours();
  const answer = await slots(listing.id);
  assert.equal(answer.timeZone, 'Africa/Douala');
  assert.equal(answer.slotMinutes, 60);
  assert.equal(answer.visitFee, null, 'no fee: a free visit');
  const dates = answer.days.map((day) => day.date);
  assert.deepEqual(dates, [
    '2026-12-07',
    '2026-12-08',
    '2026-12-10',
    '2026-12-11',
    '2026-12-12',
    '2026-12-14',
    '2026-12-15',
    '2026-12-16',
    '2026-12-17',
    '2026-12-18',
    '2026-12-19',
  ]);
  // 16h and 17h in Douala are 15:00 and 16:00 UTC.
  assert.deepEqual(answer.days[0]!.slots, [
    { startsAt: '2026-12-07T15:00:00.000Z', endsAt: '2026-12-07T16:00:00.000Z' },
    { startsAt: '2026-12-07T16:00:00.000Z', endsAt: '2026-12-07T17:00:00.000Z' },
  ]);
  assert.deepEqual(
    answer.days.find((day) => day.date === '2026-12-12')!.slots.map((slot) => slot.startsAt),
    ['2026-12-12T08:00:00.000Z', SATURDAY_10H, SATURDAY_11H, '2026-12-12T11:00:00.000Z'],
  );
  // At 15h30 in Douala, the 16h slot is too close to be asked for.
  now = Date.parse('2026-12-07T14:30:00Z');
  assert.deepEqual(
    (await slots(listing.id)).days[0]!.slots.map((slot) => slot.startsAt),
    ['2026-12-07T16:00:00.000Z'],
  );
  // A listing with a visit fee says it.
  const owner = await signedIn(ctx.app);
  const paid = await createListing(ctx.app, owner.auth, {
    category: 'Studio',
    price: 60_000,
    is_for_sale: false,
    entry_costs: { visit_fee: 5000 },
  });
  assert.equal((await slots(paid.id)).visitFee, 5000);
  assert.deepEqual((await slots(paid.id)).days, [], 'no visit hours: no slot');
  refused(await call('GET', `/api/v1/products/${randomUUID()}/visit-slots`), 404, 'NOT_FOUND');
});

test('a request goes to the discussion with the owner; the owner may confirm, decline or propose', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const res = await request(visitor.auth, listing.id, SATURDAY_10H, 'Je viendrai avec mon épouse.');
  assert.equal(res.statusCode, 201, res.body);
  const visit = res.json().data;
  assert.equal(visit.status, 'PENDING');
  assert.equal(visit.role, 'VISITOR');
  assert.deepEqual(visit.actions, ['cancel']);
  assert.deepEqual(await threadBodies(owner.auth, visit.conversationId), [
    'Demande de visite : samedi 12 décembre à 10h00\n\nJe viendrai avec mon épouse.',
  ]);
  const [received] = await myVisits(owner.auth);
  assert.equal(received?.id, visit.id);
  assert.equal(received?.role, 'OWNER');
  assert.deepEqual(received?.actions, ['confirm', 'decline', 'propose', 'cancel']);

  refused(await request(visitor.auth, listing.id, SATURDAY_11H), 409, 'VISIT_ALREADY_REQUESTED');
  refused(await request(owner.auth, listing.id, SATURDAY_10H), 400, 'CANNOT_VISIT_OWN_LISTING');
  const other = await signedIn(ctx.app);
  refused(await request(other.auth, listing.id, '2026-12-09T15:00:00.000Z'), 409, 'SLOT_UNAVAILABLE');
  refused(await call('POST', `/api/v1/visits/${visit.id}/confirm`, other.auth), 404, 'NOT_FOUND');
  refused(
    await call('POST', `/api/v1/visits/${visit.id}/confirm`, visitor.auth),
    409,
    'VISIT_ACTION_UNAVAILABLE',
  );

  // The owner proposes 11h: now the visitor answers.
  const proposed = await call('POST', `/api/v1/visits/${visit.id}/propose`, owner.auth, {
    startsAt: SATURDAY_11H,
  });
  assert.equal(proposed.statusCode, 200, proposed.body);
  assert.equal(proposed.json().data.proposedBy, 'OWNER');
  assert.equal(proposed.json().data.startsAt, SATURDAY_11H);
  assert.deepEqual(proposed.json().data.actions, ['cancel']);
  assert.deepEqual((await myVisits(visitor.auth))[0]?.actions, ['confirm', 'decline', 'cancel']);
  const confirmed = await call('POST', `/api/v1/visits/${visit.id}/confirm`, visitor.auth);
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json().data.status, 'CONFIRMED');
  assert.deepEqual((await threadBodies(visitor.auth, visit.conversationId)).slice(1), [
    'Autre créneau proposé : samedi 12 décembre à 11h00',
    'Visite confirmée : samedi 12 décembre à 11h00',
  ]);
  // A confirmed slot is offered to no one any more.
  const saturday = (await slots(listing.id)).days.find((day) => day.date === '2026-12-12')!;
  assert.ok(!saturday.slots.some((slot) => slot.startsAt === SATURDAY_11H));
  refused(await request(other.auth, listing.id, SATURDAY_11H), 409, 'SLOT_UNAVAILABLE');
});

test('two requests for one slot: confirmed at once, exactly one succeeds', async () => {
  const { owner, listing } = await listingWithHours();
  const first = await signedIn(ctx.app);
  const second = await signedIn(ctx.app);
  const ids: string[] = [];
  for (const visitor of [first, second]) {
    const res = await request(visitor.auth, listing.id, SATURDAY_10H);
    assert.equal(res.statusCode, 201, res.body);
    ids.push(res.json().data.id);
  }
  const answers = await Promise.all(
    ids.map((id) => call('POST', `/api/v1/visits/${id}/confirm`, owner.auth)),
  );
  assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409]);
  refused(
    answers.find((res) => res.statusCode === 409)!,
    409,
    'SLOT_TAKEN',
  );
  const states = (await myVisits(owner.auth)).filter((visit) => ids.includes(visit.id)).map((v) => v.status);
  assert.deepEqual(states.sort(), ['CONFIRMED', 'PENDING']);
});

test('decline with a reason; cancel needs one and ends when the slot starts', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  const declined = await call('POST', `/api/v1/visits/${asked.id}/decline`, owner.auth, {
    reason: 'Le bien sera en travaux ce jour-là.',
  });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.equal(declined.json().data.status, 'DECLINED');
  assert.deepEqual(declined.json().data.actions, []);
  assert.equal(
    (await threadBodies(visitor.auth, asked.conversationId)).at(-1),
    'Demande de visite refusée (samedi 12 décembre à 10h00) : Le bien sera en travaux ce jour-là.',
  );

  // A new request, confirmed, then cancelled by the visitor with a reason.
  const again = (await request(visitor.auth, listing.id, SATURDAY_11H)).json().data;
  assert.equal((await call('POST', `/api/v1/visits/${again.id}/confirm`, owner.auth)).statusCode, 200);
  refused(
    await call('POST', `/api/v1/visits/${again.id}/cancel`, visitor.auth, { reason: '' }),
    400,
    'VALIDATION_ERROR',
  );
  refused(
    await call('POST', `/api/v1/visits/${again.id}/cancel`, visitor.auth, { reason: '   ' }),
    400,
    'REASON_REQUIRED',
  );
  now = Date.parse(SATURDAY_11H) + 60_000;
  refused(
    await call('POST', `/api/v1/visits/${again.id}/cancel`, visitor.auth, { reason: 'Empêchement' }),
    409,
    'VISIT_ACTION_UNAVAILABLE',
  );
  now = MONDAY_9H;
  const cancelled = await call('POST', `/api/v1/visits/${again.id}/cancel`, visitor.auth, {
    reason: 'Empêchement',
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json().data.status, 'CANCELLED');
  assert.equal(
    (await threadBodies(owner.auth, again.conversationId)).at(-1),
    'Visite annulée (samedi 12 décembre à 11h00) : Empêchement',
  );
  // The slot is free again.
  const saturday = (await slots(listing.id)).days.find((day) => day.date === '2026-12-12')!;
  assert.ok(saturday.slots.some((slot) => slot.startsAt === SATURDAY_11H));
});

test('copying visit hours to other listings of the same owner only', async () => {
  const { owner, listing } = await listingWithHours();
  const second = await createListing(ctx.app, owner.auth, { name: 'Studio à Bastos' });
  const copied = await call('POST', `/api/v1/products/${listing.id}/visit-availability/copy`, owner.auth, {
    productIds: [second.id],
  });
  assert.equal(copied.statusCode, 200, copied.body);
  assert.deepEqual(copied.json().data.productIds, [second.id]);
  assert.deepEqual(
    (await call('GET', `/api/v1/products/${second.id}/visit-availability`, owner.auth)).json().data,
    HOURS,
  );
  const stranger = await signedIn(ctx.app);
  const theirs = await createListing(ctx.app, stranger.auth);
  refused(
    await call('POST', `/api/v1/products/${listing.id}/visit-availability/copy`, owner.auth, {
      productIds: [theirs.id],
    }),
    404,
    'NOT_FOUND',
  );
  assert.deepEqual((await slots(theirs.id)).days, [], 'the stranger’s listing was left alone');
});

test('every visit route answers 401 without a session', async () => {
  const id = randomUUID();
  for (const [method, url] of [
    ['GET', '/api/v1/visits'],
    ['POST', '/api/v1/visits'],
    ['POST', `/api/v1/visits/${id}/confirm`],
    ['POST', `/api/v1/visits/${id}/decline`],
    ['POST', `/api/v1/visits/${id}/propose`],
    ['POST', `/api/v1/visits/${id}/cancel`],
  ] as const) {
    assert.equal((await call(method, url)).statusCode, 401, `${method} ${url}`);
  }
});

/** The mails of the outbox sent to `email` (the mail transport of tests writes .eml files). */
const mailsTo = (email: string) => outbox(ctx.dataDir).filter((mail) => mail.includes(`To: ${email}`));
/** A mail's attachments in base64, decoded. */
const attachments = (mail: string) =>
  [...mail.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\n]+\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );

test('each step is told by e-mail; the confirmation carries the visit as a calendar event', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H, 'Je viendrai à pied.')).json().data;
  const [request_] = mailsTo(owner.user.email).filter((mail) => mail.includes('demande à visiter'));
  assert.ok(request_, 'the owner is told of the request');
  assert.match(request_, /demande à visiter/);
  assert.match(request_, /samedi 12 décembre à 10h00/);
  assert.match(request_, /Je viendrai à pied\./);
  assert.match(request_, /\/profile\/visites/);

  assert.equal((await call('POST', `/api/v1/visits/${asked.id}/confirm`, owner.auth)).statusCode, 200);
  for (const email of [visitor.user.email, owner.user.email]) {
    const confirmed = mailsTo(email).find((mail) => mail.includes('est confirmée pour'));
    assert.ok(confirmed, `${email} is told of the confirmation`);
    assert.match(confirmed, /visite-immo237\.ics/);
    assert.match(confirmed, /text\/calendar/);
    const ics = [confirmed, ...attachments(confirmed)].find((part) => part.includes('BEGIN:VCALENDAR'));
    assert.ok(ics, 'the calendar event is attached');
    assert.match(ics, /DTSTART:20261212T090000Z/);
    assert.match(ics, /DTEND:20261212T100000Z/);
    assert.match(ics, new RegExp(`UID:visit-${asked.id}@immo237`));
  }

  const cancelled = await call('POST', `/api/v1/visits/${asked.id}/cancel`, owner.auth, {
    reason: 'Travaux imprévus',
  });
  assert.equal(cancelled.statusCode, 200);
  const told = mailsTo(visitor.user.email).find((mail) => mail.includes('a annulé la visite'));
  assert.ok(told, 'the visitor is told of the cancellation');
  assert.match(told, /Motif : Travaux imprévus/);
});

test('a confirmed visit is reminded once, about 24 hours before, whatever the number of rounds', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  assert.equal((await call('POST', `/api/v1/visits/${asked.id}/confirm`, owner.auth)).statusCode, 200);
  const reminders = () =>
    [visitor.user.email, owner.user.email].flatMap((email) =>
      mailsTo(email).filter((mail) => mail.includes('Rappel : la visite')),
    );

  // Five days ahead: too early.
  assert.equal((await ctx.app.jobs.runVisitReminders()).reminded, 0);
  // Friday 11h in Douala, 23 hours before: two rounds at once (two API processes) remind it once.
  now = Date.parse('2026-12-11T10:00:00Z');
  // (Other tests' visits of that Saturday are reminded too: this one's mails are counted.)
  await Promise.all([ctx.app.jobs.runVisitReminders(), ctx.app.jobs.runVisitReminders()]);
  assert.equal((await ctx.app.jobs.runVisitReminders()).reminded, 0, 'never twice');
  const sent = reminders();
  assert.equal(sent.length, 2, 'one reminder to each side');
  assert.match(sent[0]!, /samedi 12 décembre à 10h00/);
});

test('after the slot: the visitor says whether it took place, the owner whether the visitor came', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  assert.equal((await call('POST', `/api/v1/visits/${asked.id}/confirm`, owner.auth)).statusCode, 200);
  const outcome = (auth: Auth, value: string) =>
    call('POST', `/api/v1/visits/${asked.id}/outcome`, auth, { outcome: value });
  // Not before the slot is over, never by the owner.
  refused(await outcome(visitor.auth, 'DONE'), 409, 'VISIT_ACTION_UNAVAILABLE');
  now = Date.parse(SATURDAY_11H) + 60_000;
  refused(await outcome(owner.auth, 'DONE'), 409, 'VISIT_ACTION_UNAVAILABLE');
  refused(await outcome(visitor.auth, 'MAYBE'), 400, 'VALIDATION_ERROR');
  const [mine] = (await myVisits(visitor.auth)).filter((visit) => visit.id === asked.id);
  assert.deepEqual(mine?.actions, ['outcome']);
  const [theirs] = (await myVisits(owner.auth)).filter((visit) => visit.id === asked.id);
  assert.deepEqual(theirs?.actions, ['no-show']);

  const done = await outcome(visitor.auth, 'DONE');
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().data.status, 'DONE');
  assert.equal(done.json().data.visitorOutcome, 'DONE');
  assert.deepEqual(done.json().data.actions, ['rate'], 'the visitor may now rate the advertiser');
  refused(await outcome(visitor.auth, 'OWNER_ABSENT'), 409, 'VISIT_ACTION_UNAVAILABLE');
  assert.equal(
    (await threadBodies(owner.auth, asked.conversationId)).at(-1),
    'Visite effectuée (samedi 12 décembre à 10h00).',
  );
});

test('the visitor may say the owner did not come; the owner may say the visitor did not', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  assert.equal((await call('POST', `/api/v1/visits/${asked.id}/confirm`, owner.auth)).statusCode, 200);
  now = Date.parse(SATURDAY_11H) + 60_000;
  const absent = await call('POST', `/api/v1/visits/${asked.id}/outcome`, visitor.auth, {
    outcome: 'OWNER_ABSENT',
  });
  assert.equal(absent.statusCode, 200, absent.body);
  assert.equal(absent.json().data.status, 'CONFIRMED', 'not done: no rating will follow');
  assert.equal(absent.json().data.visitorOutcome, 'OWNER_ABSENT');
  const noShow = await call('POST', `/api/v1/visits/${asked.id}/no-show`, owner.auth);
  assert.equal(noShow.statusCode, 200, noShow.body);
  assert.equal(noShow.json().data.visitorAbsent, true);
  refused(
    await call('POST', `/api/v1/visits/${asked.id}/no-show`, owner.auth),
    409,
    'VISIT_ACTION_UNAVAILABLE',
  );
});

test('a proposed slot: only the owner proposes, only a free slot; the visitor may decline it or cancel', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const asked = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  const propose = (auth: Auth, startsAt: string) =>
    call('POST', `/api/v1/visits/${asked.id}/propose`, auth, { startsAt });
  refused(await propose(visitor.auth, SATURDAY_11H), 409, 'VISIT_ACTION_UNAVAILABLE');
  // Wednesday 9 December is a day off: no slot to propose there.
  refused(await propose(owner.auth, '2026-12-09T15:00:00.000Z'), 409, 'SLOT_UNAVAILABLE');
  assert.equal((await propose(owner.auth, SATURDAY_11H)).statusCode, 200);
  // The owner waits for the answer: no second proposal, no confirmation of their own proposal.
  refused(await propose(owner.auth, '2026-12-12T11:00:00.000Z'), 409, 'VISIT_ACTION_UNAVAILABLE');
  refused(
    await call('POST', `/api/v1/visits/${asked.id}/confirm`, owner.auth),
    409,
    'VISIT_ACTION_UNAVAILABLE',
  );
  const proposalMail = mailsTo(visitor.user.email).find((mail) =>
    mail.includes('samedi 12 décembre à 11h00'),
  );
  assert.ok(proposalMail, 'the visitor is told of the proposed slot by e-mail');

  const declined = await call('POST', `/api/v1/visits/${asked.id}/decline`, visitor.auth, {
    reason: 'Je travaille à cette heure-là.',
  });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.equal(declined.json().data.status, 'DECLINED');
  assert.deepEqual(declined.json().data.actions, []);
  assert.equal(
    (await threadBodies(owner.auth, asked.conversationId)).at(-1),
    'Demande de visite refusée (samedi 12 décembre à 11h00) : Je travaille à cette heure-là.',
  );

  // A request still waiting for its answer may be cancelled by its visitor.
  const again = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  const cancelled = await call('POST', `/api/v1/visits/${again.id}/cancel`, visitor.auth, {
    reason: 'J’ai trouvé un autre logement.',
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json().data.status, 'CANCELLED');
  const [received] = (await myVisits(owner.auth)).filter((visit) => visit.id === again.id);
  assert.deepEqual(received?.actions, [], 'nothing left to answer');
});

test('after the slot, the visitor’s ‘Non, annulée’ cancels the visit; a request left unanswered closes', async () => {
  const { owner, listing } = await listingWithHours();
  const visitor = await signedIn(ctx.app);
  const confirmed = (await request(visitor.auth, listing.id, SATURDAY_10H)).json().data;
  assert.equal((await call('POST', `/api/v1/visits/${confirmed.id}/confirm`, owner.auth)).statusCode, 200);
  const late = await signedIn(ctx.app);
  const unanswered = (await request(late.auth, listing.id, SATURDAY_11H)).json().data;

  // Saturday 12h01 in Douala: both slots (10h and 11h) are over.
  now = Date.parse('2026-12-12T11:01:00Z');
  const answer = await call('POST', `/api/v1/visits/${confirmed.id}/outcome`, visitor.auth, {
    outcome: 'CANCELLED',
  });
  assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(answer.json().data.status, 'CANCELLED');
  assert.equal(answer.json().data.visitorOutcome, 'CANCELLED');
  assert.deepEqual(answer.json().data.actions, [], 'no rating for a visit that did not take place');
  refused(
    await call('POST', `/api/v1/visits/${confirmed.id}/rating`, visitor.auth, { stars: 5 }),
    409,
    'VISIT_NOT_DONE',
  );
  assert.equal(
    (await threadBodies(owner.auth, confirmed.conversationId)).at(-1),
    'La visite du samedi 12 décembre à 10h00 n’a pas eu lieu : elle a été annulée.',
  );
  // The request nobody answered before its slot can no longer be confirmed, declined or cancelled.
  const [stale] = (await myVisits(owner.auth)).filter((visit) => visit.id === unanswered.id);
  assert.equal(stale?.status, 'PENDING');
  assert.deepEqual(stale?.actions, []);
  refused(
    await call('POST', `/api/v1/visits/${unanswered.id}/confirm`, owner.auth),
    409,
    'VISIT_ACTION_UNAVAILABLE',
  );
});
