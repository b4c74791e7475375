-- The language of an account's e-mails: French unless the member chose English (at sign-up, from the page they
-- signed up on, or later in their profile). Every mail to the account is written in it, with links to the site's
-- pages in that language.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en'));
