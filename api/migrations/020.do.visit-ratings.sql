-- Ratings only a real visit can give: after a visit its visitor marked as done, they may rate the advertiser once
-- for it (1 to 5 stars, an optional comment); the advertiser may answer it once, publicly. A rating can be reported;
-- an administrator can hide it (journaled), after which it counts nowhere.
CREATE TABLE visit_ratings (
  visit_id uuid PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE,
  rater_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rated_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id uuid NOT NULL UNIQUE,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
  -- The month of the visit, shown beside the comment.
  visited_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answer text CHECK (length(answer) <= 1000),
  answered_at timestamptz,
  hidden_at timestamptz,
  CHECK (rater_id <> rated_id)
);
-- An advertiser's visible ratings, newest first.
CREATE INDEX visit_ratings_rated_idx ON visit_ratings (rated_id, created_at DESC) WHERE hidden_at IS NULL;

-- A member's report of a rating, for the moderators: one open report per member and rating.
CREATE TABLE rating_reports (
  id uuid PRIMARY KEY,
  rating_id uuid NOT NULL REFERENCES visit_ratings (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);
CREATE UNIQUE INDEX rating_reports_open_key ON rating_reports (rating_id, reporter_id) WHERE handled_at IS NULL;

ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_type_check
  CHECK (target_type IN ('listing', 'user', 'message', 'verification', 'conversation', 'rating'));
