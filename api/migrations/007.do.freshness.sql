-- Issue 15, point 7: freshness. A listing not confirmed for 30 days gets a reminder; without confirmation within 7
-- more days it becomes INACTIVE ('EXPIRED'). The owner can close a listing as rented or sold. Existing listings
-- count as confirmed when this runs (no wave of reminders on the day of the upgrade).
ALTER TABLE products ADD COLUMN confirmed_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE products ADD COLUMN reminded_at timestamptz;
ALTER TABLE products ADD COLUMN closed_reason text CHECK (closed_reason IN ('RENTED', 'SOLD', 'EXPIRED'));
-- The periodic job's two scans: ACTIVE listings by their last confirmation, and those already reminded.
CREATE INDEX products_confirmed_idx ON products (confirmed_at) WHERE status = 'ACTIVE' AND reminded_at IS NULL;
CREATE INDEX products_reminded_idx ON products (reminded_at) WHERE status = 'ACTIVE' AND reminded_at IS NOT NULL;
