// Reads the e-mails the API wrote to `${dataDir}/outbox/` (no SMTP_URL in tests) and pulls links out of them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** Undoes quoted-printable: soft line breaks (`=` at a line end) then `=XX` bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function messagesTo(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return texts
    .map(decodeQuotedPrintable)
    .filter((text) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text));
}

/**
 * Waits until `count` messages to `to` contain a link to `linkPath`, and returns the link of the newest
 * (e-mails are sent after the API has answered, so they can land a moment later).
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  linkPath: string,
  count = 1,
): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"<>]+${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"<>]+`,
    'g',
  );
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await messagesTo(dataDir, to)).flatMap((text) => text.match(pattern) ?? []);
        return new Set(links).size;
      },
      { message: `an e-mail to ${to} with a ${linkPath} link`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links[links.length - 1] ?? '';
}

/** The path and query of a link from an e-mail, to open it on the test's own site. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * Opens, through the API, the verification link mailed to `email` (signed up just before): the account's address is
 * confirmed, as an account must be for its reports to count towards holding a listing.
 */
export async function confirmAddress(
  request: APIRequestContext,
  apiURL: string,
  dataDir: string,
  email: string,
): Promise<void> {
  const link = new URL(await waitForMailLink(dataDir, email, '/auth/verify-email'));
  const token = encodeURIComponent(link.searchParams.get('token') ?? '');
  const answer = await request.get(`${apiURL}/api/v1/auth/auth/verify-email/${token}`);
  expect(answer.status()).toBe(200);
}
