import type { Language } from './language.js';

/** What a mail says: its subject and its plain text. */
export interface MailText {
  subject: string;
  text: string;
}

/** The address of a page of the site ('/profile/visites') in the mail's language. */
export type Link = (path: string) => string;

/** One kind of mail, written in each language of the site from the same values. */
export type Bilingual<V> = Record<Language, (values: V, link: Link) => MailText>;
