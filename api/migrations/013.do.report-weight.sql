-- Reports: each is still recorded for the moderators (one per reporter and listing, a visitor by exact address), but
-- only some count towards holding a listing: those of an account with a confirmed address that is old enough, and
-- those of visitors, counted once per network (count_key: the account, or the hashed /24 or /64 of the address).
ALTER TABLE reports ADD COLUMN count_key text;
UPDATE reports SET count_key = reporter_key;
ALTER TABLE reports ALTER COLUMN count_key SET NOT NULL;
ALTER TABLE reports ADD COLUMN counts boolean NOT NULL DEFAULT true;
