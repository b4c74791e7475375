-- Ending every session of an account (logout, password reset, a disabled account) moves its session generation on.
-- Access tokens carry the generation they were issued in and refresh tokens keep it, so the check needs no clock (the
-- API's and the database's may differ), and a refresh rotated while the sessions end only issues tokens of the old
-- generation, refused at once. users.sessions_valid_after is no longer read.
ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0;
ALTER TABLE refresh_tokens ADD COLUMN session_generation integer NOT NULL DEFAULT 0;
