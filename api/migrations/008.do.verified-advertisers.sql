-- Issue 15, point 4: verified advertisers. A member asks with a phone number and a photo of an identity document
-- (stored privately in DATA_DIR/private, never under /uploads, deleted once the request is decided); an
-- administrator approves or refuses with a reason. An approved account's listings carry 'Annonceur vérifié'
-- (products.owner_verified, kept with the account like owner_disabled, so that search filters on its own table).
ALTER TABLE users ADD COLUMN verified_at timestamptz;
ALTER TABLE products ADD COLUMN owner_verified boolean NOT NULL DEFAULT false;

CREATE TABLE verification_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  -- The private file's key while the request waits; null once decided (the file is deleted).
  document_key text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REFUSED')),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL
);
-- One waiting request per account.
CREATE UNIQUE INDEX verification_requests_pending_idx ON verification_requests (user_id) WHERE status = 'PENDING';
CREATE INDEX verification_requests_user_idx ON verification_requests (user_id, created_at DESC);

ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_type_check
  CHECK (target_type IN ('listing', 'user', 'message', 'verification'));
