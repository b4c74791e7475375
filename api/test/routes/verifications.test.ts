// Verified advertisers. A member sends a phone number and a photo of an identity document; the
// document is stored privately (never under /uploads), shown to administrators only, and deleted once the request is
// decided; an approved account's listings carry the badge and the search filter `verified=1` keeps them alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import {
  adminAuth,
  adminCall,
  type AdminCall,
  createListing,
  jpegImage,
  outbox,
  pngImage,
  requestVerification,
  setupTestApp,
  signedIn,
  uniqueEmail,
  verificationDocuments,
  verificationState,
  waitingVerification,
} from '../helper.js';

const ADMIN = uniqueEmail('verif-admin');
const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()] });

const asAdmin = () => adminAuth(ctx.app, ADMIN);

const send = (
  auth: Record<string, string>,
  fields: Record<string, string>,
  document?: Buffer,
  type?: string,
) => requestVerification(ctx.app, auth, fields, document, type);
const state = (auth: Record<string, string>) => verificationState(ctx.app, auth);
const admin = (...call: AdminCall) => adminCall(ctx.app, ...call);
const privateFiles = () => verificationDocuments(ctx.dataDir);
const waiting = (auth: Record<string, string>, email: string) => waitingVerification(ctx.app, auth, email);

test('a request needs a phone and a JPEG or PNG document; one waits at a time', async () => {
  const member = await signedIn(ctx.app);
  assert.equal((await state(member.auth)).status, 'NONE');

  const empty = await send(member.auth, {});
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(
    (empty.json().errors as { path: string }[]).map((e) => e.path),
    ['/phone', '/document'],
  );
  assert.equal((await send(member.auth, { phone: 'abc' }, await pngImage())).statusCode, 400);
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  const refused = await send(member.auth, { phone: '+237 6 99 00 11 22' }, gif, 'image/gif');
  assert.equal(refused.statusCode, 415);
  assert.equal(refused.json().statusCode, 'INVALID_IMAGE_TYPE');
  assert.equal(
    (await send(member.auth, { phone: '699001122' }, Buffer.from('not an image'))).statusCode,
    415,
  );
  assert.equal((await send({}, { phone: '699001122' }, await pngImage())).statusCode, 401);
  assert.equal((await state(member.auth)).status, 'NONE', 'refused requests left nothing');

  const sent = await send(member.auth, { phone: '+237 699 00 11 22' }, await pngImage(800, 500));
  assert.equal(sent.statusCode, 201, sent.body);
  assert.equal(sent.json().data.status, 'PENDING');
  const again = await send(member.auth, { phone: '+237 699 00 11 22' }, await pngImage());
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().statusCode, 'VERIFICATION_PENDING');
});

test('the document is private: not under /uploads, streamed to administrators only, never cached', async () => {
  const member = await signedIn(ctx.app);
  const adminAuth = await asAdmin();
  // A JPEG carrying EXIF (copyright, author): none of it may be kept.
  const photo = await jpegImage(640, 400);
  assert.ok((await sharp(photo).metadata()).exif, 'the upload has EXIF');
  await send(member.auth, { phone: '677112233' }, photo, 'image/jpeg');
  const request = await waiting(adminAuth, member.user.email);
  assert.ok(request, 'listed for the administrators');
  assert.ok(privateFiles().includes(`${request.id}.webp`), 'kept in DATA_DIR/private');
  for (const url of [
    `/uploads/verifications/${request.id}.webp`,
    `/uploads/../private/verifications/${request.id}.webp`,
    `/private/verifications/${request.id}.webp`,
  ]) {
    assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 404, url);
  }
  const documentUrl = `/verifications/${request.id}/document`;
  assert.equal((await admin('GET', documentUrl, {})).statusCode, 401);
  const other = await signedIn(ctx.app);
  assert.equal((await admin('GET', documentUrl, other.auth)).json().statusCode, 'USER_IS_NOT_ADMIN');
  assert.equal((await admin('GET', documentUrl, member.auth)).statusCode, 403, 'not even its owner');
  assert.equal((await admin('GET', '/verifications', member.auth)).statusCode, 403);
  const document = await admin('GET', documentUrl, adminAuth);
  assert.equal(document.statusCode, 200);
  assert.equal(document.headers['content-type'], 'image/webp');
  assert.match(String(document.headers['cache-control']), /no-store/);
  const meta = await sharp(document.rawPayload).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal(meta.exif, undefined, 'no metadata kept');
});

test('refusing needs a reason, tells the member why, deletes the document and is journaled', async () => {
  const member = await signedIn(ctx.app);
  const adminAuth = await asAdmin();
  await send(member.auth, { phone: '655443322' }, await pngImage());
  const request = await waiting(adminAuth, member.user.email);
  assert.ok(request);
  const dashboard = (await admin('GET', '/dashboard', adminAuth)).json().data;
  assert.ok(dashboard.pendingVerifications >= 1);

  assert.equal((await admin('POST', `/verifications/${request.id}/refuse`, adminAuth, {})).statusCode, 400);
  assert.equal(
    (await admin('POST', `/verifications/${request.id}/refuse`, adminAuth, { reason: '   ' })).statusCode,
    400,
  );
  assert.equal(
    (await admin('POST', `/verifications/${request.id}/refuse`, member.auth, { reason: 'x' })).statusCode,
    403,
  );
  const reason = 'La photo est floue : le nom ne se lit pas.';
  const refused = await admin('POST', `/verifications/${request.id}/refuse`, adminAuth, { reason });
  assert.equal(refused.statusCode, 200, refused.body);
  const after = await state(member.auth);
  assert.equal(after.status, 'REFUSED');
  assert.equal(after.reason, reason);
  assert.equal(privateFiles().includes(`${request.id}.webp`), false, 'document deleted');
  assert.equal((await admin('GET', `/verifications/${request.id}/document`, adminAuth)).statusCode, 404);
  assert.equal(
    (await admin('POST', `/verifications/${request.id}/approve`, adminAuth, {})).statusCode,
    404,
    'decided once',
  );
  await ctx.app.background.settled();
  assert.ok(outbox(ctx.dataDir).some((m) => m.includes(member.user.email) && m.includes(reason)));
  const journal = (await admin('GET', '/journal', adminAuth)).json().data as {
    action: string;
    targetId: string;
  }[];
  assert.ok(journal.some((e) => e.action === 'verification.refuse' && e.targetId === request.id));
  // Refused: the member may try again.
  assert.equal((await send(member.auth, { phone: '655443322' }, await pngImage())).statusCode, 201);
});

test('approved: the badge on every listing of the account, old and new, and verified=1 keeps them alone', async () => {
  const member = await signedIn(ctx.app);
  const stranger = await signedIn(ctx.app);
  const adminAuth = await asAdmin();
  const stamp = Date.now();
  const before = await createListing(ctx.app, member.auth, { name: `Villa vérifiée ${stamp}` });
  const unverified = await createListing(ctx.app, stranger.auth, { name: `Villa anonyme ${stamp}` });
  await send(member.auth, { phone: '690000001' }, await pngImage());
  const request = await waiting(adminAuth, member.user.email);
  assert.ok(request);
  const approved = await admin('POST', `/verifications/${request.id}/approve`, adminAuth, {});
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal((await state(member.auth)).status, 'APPROVED');
  assert.equal(privateFiles().includes(`${request.id}.webp`), false, 'document deleted');

  const details = async (slug: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` })).json().data;
  assert.equal((await details(before.slug)).owner_verified, true);
  assert.equal((await details(unverified.slug)).owner_verified, false);
  const after = await createListing(ctx.app, member.auth, { name: `Villa vérifiée bis ${stamp}` });
  assert.equal((await details(after.slug)).owner_verified, true, 'a new listing carries it at once');

  const search = async (qs: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/products/public/search?query=${stamp}&${qs}`,
      })
    ).json().data as { name: string }[];
  assert.equal((await search('')).length, 3);
  assert.deepEqual((await search('verified=1')).map((p) => p.name).sort(), [after.name, before.name].sort());
  assert.equal((await search('verified=0')).length, 3);
  const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/public/search?verified=yes' });
  assert.equal(bad.statusCode, 400);

  const again = await send(member.auth, { phone: '690000001' }, await pngImage());
  assert.equal(again.json().statusCode, 'ALREADY_VERIFIED');
});

/** A member approved by the team, with a listing that carries the badge. */
async function verifiedMember(adminAuth: Record<string, string>, phone = '+237 690 00 00 02') {
  const member = await signedIn(ctx.app);
  const update = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/update-profile',
    headers: member.auth,
    payload: { phone },
  });
  assert.equal(update.statusCode, 200, update.body);
  const listing = await createListing(ctx.app, member.auth, { name: `Maison vérifiée ${Date.now()}` });
  await send(member.auth, { phone }, await pngImage());
  const request = await waiting(adminAuth, member.user.email);
  assert.ok(request);
  assert.equal((await admin('POST', `/verifications/${request.id}/approve`, adminAuth, {})).statusCode, 200);
  assert.equal((await state(member.auth)).status, 'APPROVED');
  return { ...member, listing };
}

const badgeOf = async (slug: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/public/details/${slug}` })).json().data
    .owner_verified as boolean;

test('changing the first name, the last name or the phone ends the verification, and the member is told why', async () => {
  const adminAuth = await asAdmin();
  const patch = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/user/update-profile', headers: auth, payload });
  for (const change of [{ firstName: 'Awa' }, { lastname: 'Ngono' }, { phone: '+237 699 11 22 33' }]) {
    const member = await verifiedMember(adminAuth);
    // What the team did not check changes nothing, nor the same values sent again.
    const same = await patch(member.auth, {
      bio: 'Agent à Douala',
      firstName: 'Aïcha',
      phone: '+237690000002',
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().data.verificationEnded, undefined);
    assert.equal((await state(member.auth)).status, 'APPROVED');

    const changed = await patch(member.auth, change);
    assert.equal(changed.statusCode, 200, changed.body);
    const ended = changed.json().data.verificationEnded;
    assert.equal(ended?.code, 'VERIFICATION_ENDED', JSON.stringify(change));
    assert.match(ended.message, /^Vous avez modifié votre prénom, votre nom ou votre numéro de téléphone/);
    const after = await state(member.auth);
    assert.equal(after.status, 'REVOKED');
    assert.equal(after.reason, ended.message);
    assert.equal(await badgeOf(member.listing.slug), false, 'the badge left the listings');
    await ctx.app.background.settled();
    assert.ok(
      outbox(ctx.dataDir).some(
        (m) => m.includes(member.user.email) && m.includes('n’est plus vérifié') && m.includes('prénom'),
      ),
      'the member is told by mail',
    );
    // A new request may be sent.
    assert.equal((await send(member.auth, { phone: '699112233' }, await pngImage())).statusCode, 201);
  }
});

test('an administrator revokes a verification with a reason; journaled, the member told', async () => {
  const adminAuth = await asAdmin();
  const member = await verifiedMember(adminAuth);
  const revoke = (id: string, auth: Record<string, string>, payload: object) =>
    admin('POST', `/users/${id}/revoke-verification`, auth, payload);
  assert.equal((await revoke(member.user.id, adminAuth, {})).statusCode, 400, 'a reason is required');
  assert.equal((await revoke(member.user.id, adminAuth, { reason: '  ' })).statusCode, 400);
  assert.equal((await revoke(member.user.id, member.auth, { reason: 'x' })).statusCode, 403);
  const unknown = await revoke('00000000-0000-4000-8000-000000000000', adminAuth, { reason: 'x' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().statusCode, 'USER_NOT_FOUND');

  const reason = 'Le numéro de téléphone n’appartient plus à ce compte.';
  const revoked = await revoke(member.user.id, adminAuth, { reason });
  assert.equal(revoked.statusCode, 200, revoked.body);
  assert.deepEqual(revoked.json().data, { id: member.user.id, status: 'REVOKED' });
  assert.deepEqual(
    { ...(await state(member.auth)) },
    { ...(await state(member.auth)), status: 'REVOKED', reason },
  );
  assert.equal(await badgeOf(member.listing.slug), false);
  const again = await revoke(member.user.id, adminAuth, { reason });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().statusCode, 'NOT_VERIFIED');
  assert.match(again.json().message, /n’est pas un annonceur vérifié/);
  const journal = (await admin('GET', '/journal', adminAuth)).json().data as {
    action: string;
    targetType: string;
    targetId: string;
    detail: string;
  }[];
  const entry = journal.find((e) => e.action === 'verification.revoke' && e.targetId === member.user.id);
  assert.ok(entry, 'journaled');
  assert.equal(entry.targetType, 'user');
  assert.ok(entry.detail.includes(reason));
  await ctx.app.background.settled();
  assert.ok(outbox(ctx.dataDir).some((m) => m.includes(member.user.email) && m.includes(reason)));
});
