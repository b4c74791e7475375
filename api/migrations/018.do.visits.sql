-- Visits booked on the site. An owner (or agent) gives each listing weekly visit hours, a visit length and dates off;
-- hours are Cameroon's wall-clock time (Africa/Douala). A visitor asks for one of the free slots; the other side
-- confirms, declines, or (the owner) proposes another slot, which the visitor then confirms or declines.

-- ranges: [{ "day": 1..7 (ISO weekday, Monday = 1), "from": "HH:MM", "to": "HH:MM" }], checked by the API.
CREATE TABLE visit_availability (
  product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  slot_minutes integer NOT NULL CHECK (slot_minutes IN (30, 60)),
  ranges jsonb NOT NULL DEFAULT '[]',
  days_off date[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One visit: a request while PENDING (proposed_by says whose slot awaits the other's answer), then CONFIRMED,
-- DECLINED or CANCELLED; DONE once the visitor says it took place. The visit's messages go to the discussion
-- between the visitor and the owner about the listing.
CREATE TABLE visits (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  visitor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'DONE')),
  proposed_by text NOT NULL DEFAULT 'VISITOR' CHECK (proposed_by IN ('VISITOR', 'OWNER')),
  message text NOT NULL DEFAULT '',
  -- A decline's or a cancellation's reason, as given.
  reason text NOT NULL DEFAULT '',
  cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (visitor_id <> owner_id)
);
-- Two requests for the same slot never both end confirmed: the second confirmation breaks this index.
CREATE UNIQUE INDEX visits_confirmed_slot_key ON visits (product_id, starts_at) WHERE status IN ('CONFIRMED', 'DONE');
-- One open request per visitor and listing.
CREATE UNIQUE INDEX visits_open_request_key ON visits (product_id, visitor_id) WHERE status = 'PENDING';
CREATE INDEX visits_visitor_idx ON visits (visitor_id, starts_at);
CREATE INDEX visits_owner_idx ON visits (owner_id, starts_at);
