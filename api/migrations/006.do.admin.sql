-- Issue 15, point 2: the admin area. A disabled account's listings leave the public pages until it is reactivated
-- (owner_disabled, kept with the account in one transaction); messages to the team can be marked handled; every
-- admin action is journaled.
ALTER TABLE products ADD COLUMN owner_disabled boolean NOT NULL DEFAULT false;
ALTER TABLE messages ADD COLUMN handled_at timestamptz;
CREATE INDEX messages_team_idx ON messages (created_at DESC) WHERE kind IN ('admin', 'contact');

CREATE TABLE admin_actions (
  id uuid PRIMARY KEY,
  admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
  admin_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('listing', 'user', 'message')),
  target_id text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_recent_idx ON admin_actions (created_at DESC);
