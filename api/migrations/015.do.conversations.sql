-- Discussions between members: a signed-in visitor writes about a public listing, which opens a thread between them
-- (the seeker) and the listing's owner, or continues the one they already have about that listing.

-- One thread per listing and seeker. The thread outlives its listing: a listing taken off-line keeps its threads
-- (the answers show no listing then), a deleted one leaves product_id null.
CREATE TABLE conversations (
  id uuid PRIMARY KEY,
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seeker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (owner_id <> seeker_id)
);
CREATE UNIQUE INDEX conversations_listing_seeker_key ON conversations (product_id, seeker_id);

-- Each participant's side of a thread: when they last read it, and how many of the other's messages arrived since
-- (kept with each message in the same transaction, so the unread badge is a sum over a member's few rows, never a
-- count of messages). last_message_at, the thread's latest message copied on both sides, orders a member's threads
-- newest activity first from the index alone. A mail batch or a live stream keeps its own per-participant marks here.
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'SEEKER')),
  read_at timestamptz,
  unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, user_id)
);
-- A member's threads, newest activity first.
CREATE INDEX conversation_members_user_idx ON conversation_members (user_id, last_message_at DESC, conversation_id);

-- The messages. seq is the one order of the messages (two written in the same microsecond included): pages go by
-- it, and a live stream can resume after the last one it sent.
CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, seq DESC);

-- A member who blocked another: the blocked one can no longer write to them, in any thread, old or new.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- A participant's report of a thread (the other person's behaviour), for the moderators' queue: one open report per
-- reporter and thread; handled_at is set when a moderator decides, after which the reporter may report again.
CREATE TABLE conversation_reports (
  id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('scam', 'advance_payment', 'harassment', 'spam', 'other')),
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);
CREATE UNIQUE INDEX conversation_reports_open_key ON conversation_reports (conversation_id, reporter_id)
  WHERE handled_at IS NULL;
CREATE INDEX conversation_reports_queue_idx ON conversation_reports (created_at) WHERE handled_at IS NULL;
