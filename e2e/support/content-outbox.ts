import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Texts of the e-mails the API wrote to `${dataDir}/outbox/` (no SMTP_URL in the e2e site), newest last. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(mails.map((name) => readFile(path.join(dir, name), 'utf8')));
}

/** Decodes quoted-printable soft breaks and =XX bytes, so a French body can be searched as plain text. */
export function decodeMail(raw: string): string {
  const softBreaks = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaks.length; i += 1) {
    const hex = softBreaks.slice(i + 1, i + 3);
    if (softBreaks[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaks[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The admin's copy of a message whose body contains `marker`, or undefined while it has not arrived. */
export async function findAdminMail(dataDir: string, marker: string): Promise<string | undefined> {
  const mails = (await outboxMails(dataDir)).map(decodeMail);
  // The admin's copy starts its body with 'De : name <email>'; the sender's own copy does not.
  return mails.find((mail) => mail.includes(marker) && /^De : /m.test(mail));
}
