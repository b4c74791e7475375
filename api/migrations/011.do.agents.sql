-- Issue 17, points 2-5: agents are accounts. A member who declares 'Je suis agent immobilier' has one agent
-- profile (withdrawn by deleting it); /agents and /agents/{slug} read these rows with the account's name,
-- 'Annonceur vérifié' (users.verified_at) and their active listings.
CREATE TABLE agent_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  -- An address the site can show (an upload path or an https URL); null: the initials portrait is drawn.
  photo text,
  -- The spec's categories (section 3), as keys; the labels are the front-ends' translations.
  specialty text NOT NULL CHECK (specialty IN ('luxury', 'land', 'investment', 'furnished', 'commercial', 'student',
    'beach', 'agricultural')),
  cities text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  experience integer NOT NULL DEFAULT 0 CHECK (experience BETWEEN 0 AND 70),
  presentation text NOT NULL DEFAULT '',
  show_phone boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A visitor's message to an agent from /agents or /agents/{slug}: read in the agent's 'Messages'.
ALTER TABLE messages DROP CONSTRAINT messages_kind_check;
ALTER TABLE messages ADD CONSTRAINT messages_kind_check CHECK (kind IN ('admin', 'contact', 'listing', 'agent'));
