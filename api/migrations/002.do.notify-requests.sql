-- "Notify me" requests of the coming-soon areas (profile Sales and Discussions): one row per e-mail and topic,
-- so asking twice does not write to the same person twice when the area opens.
CREATE TABLE notify_requests (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('sales', 'discussions')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX notify_requests_email_topic_key ON notify_requests (lower(email), topic);
