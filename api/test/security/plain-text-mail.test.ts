// docs/SECURITY.md, cross-site scripting: e-mails are plain text. Every mail goes through the mailer plugin
// (the only user of nodemailer), which hands nodemailer the recipient, subject, text, Reply-To and headers alone:
// no HTML part can be sent, even by a caller that passes one. The mails of real flows (verification, reset,
// contact copy and team message) are checked as they leave: one text/plain part, no HTML, no attachment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Mail } from '../../src/plugins/app/mailer.js';
import { outbox, setupTestApp, signup, uniqueEmail } from '../helper.js';

const ctx = setupTestApp();

/** One text/plain part: no HTML part, no multipart body, no attachment. */
function assertPlainText(mail: string) {
  const head = mail.slice(0, mail.search(/\r?\n\r?\n/));
  assert.match(head, /^Content-Type: text\/plain; charset=utf-8$/im, head);
  assert.doesNotMatch(mail, /text\/html|multipart\/|Content-Disposition: attachment/i, mail);
}

test('a caller that passes HTML or an attachment still sends one plain-text part', async () => {
  const to = uniqueEmail('plain');
  await ctx.app.mailer.send({
    to,
    subject: 'Essai',
    text: 'Bonjour <script>alert(1)</script>',
    html: '<p>Bonjour <script>alert(1)</script></p>',
    attachments: [{ filename: 'x.html', content: '<script>alert(1)</script>' }],
  } as Mail);
  const [mail] = outbox(ctx.dataDir).filter((m) => m.includes(to));
  assert.ok(mail, 'the mail was sent');
  assertPlainText(mail);
  assert.ok(!mail.includes('<p>'), mail);
});

test('the mails of the site leave as plain text', async () => {
  const before = outbox(ctx.dataDir).length;
  const user = await signup(ctx.app);
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  assert.equal((await post('/api/v1/auth/forgot-password', { email: user.email })).statusCode, 200);
  const contact = await post('/api/v1/contact', {
    name: 'Awa <b>',
    email: uniqueEmail('contact'),
    subject: 'question',
    message: 'Bonjour <script>alert(1)</script>',
  });
  assert.equal(contact.statusCode, 201, contact.body);
  await ctx.app.background.settled();
  const mails = outbox(ctx.dataDir).slice(before);
  // The verification, the reset link, the team's message and the sender's copy.
  assert.ok(mails.length >= 4, `${mails.length} mails`);
  for (const mail of mails) assertPlainText(mail);
});
