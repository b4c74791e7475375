-- Issue 15, point 5: reports. A listing reported by three distinct reporters leaves the public pages
-- (moderation = 'UNDER_REVIEW') until an administrator restores it or hides it for good ('HIDDEN'). One reporter (an
-- account, or a hashed client address for visitors) counts once per listing.
ALTER TABLE products ADD COLUMN moderation text CHECK (moderation IN ('UNDER_REVIEW', 'HIDDEN'));

CREATE TABLE reports (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  reporter_key text NOT NULL,
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('scam', 'unavailable', 'misleading', 'wrong_price', 'duplicate', 'other')),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when an administrator decides (restore, hide, dismiss): a handled report no longer counts.
  handled_at timestamptz,
  UNIQUE (product_id, reporter_key)
);
CREATE INDEX reports_open_idx ON reports (product_id) WHERE handled_at IS NULL;
