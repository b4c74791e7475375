-- Issue 18, point 3: ending a user's sessions ends their access tokens too. An access token issued (iat, whole
-- seconds) before this time is refused by the lookup every authenticated request already makes.
ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz;
