// Issue 18, point 4: the contact page's copy goes to an address the visitor typed: it carries a fixed text (nothing
// the visitor wrote) and only a few go to one address per hour; the message itself still reaches the team.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTACT_COPIES_PER_ADDRESS } from '../../src/routes/api/v1/contact/index.js';
import { outbox, setupTestApp } from '../helper.js';

const ctx = setupTestApp();
/** The mails whose recipient is `address` (not a Reply-To naming it). */
const mailsTo = (address: string) =>
  outbox(ctx.dataDir).filter((mail) => new RegExp(`^To: *${address.replace('.', '\\.')}`, 'mi').test(mail));

const send = (email: string, message: string, name = 'Awa') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
    payload: { name, email, subject: 'question', message },
  });

test('the copy to the sender holds none of what the visitor wrote', async () => {
  const spam = 'Gagnez 1 000 000 FCFA : http://arnaque.example/pay';
  const res = await send('cible@example.cm', spam, 'Cliquez http://arnaque.example');
  assert.equal(res.statusCode, 201);
  const copies = mailsTo('cible@example.cm');
  assert.equal(copies.length, 1);
  assert.ok(!copies[0]!.includes('arnaque'), copies[0]);
  assert.match(copies[0]!, /Nous avons bien re/);
});

test(`only ${CONTACT_COPIES_PER_ADDRESS} copies an hour go to one address; the messages still reach the team`, async () => {
  const target = 'victime@example.cm';
  for (let i = 0; i < CONTACT_COPIES_PER_ADDRESS + 2; i += 1) {
    assert.equal((await send(target, `Message ${i}`)).statusCode, 201);
  }
  const copies = mailsTo(target);
  assert.equal(copies.length, CONTACT_COPIES_PER_ADDRESS);
  // In any spelling of the address.
  assert.equal((await send('VICTIME@Example.cm', 'Encore')).statusCode, 201);
  assert.equal(mailsTo(target).length, CONTACT_COPIES_PER_ADDRESS);
});
