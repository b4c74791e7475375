-- A confirmed visit's reminder (sent once, about 24 hours before, by whichever API process claims it) and what each
-- side said of it afterwards: the visitor whether it took place, the owner whether the visitor came.
ALTER TABLE visits ADD COLUMN reminded_at timestamptz;
ALTER TABLE visits ADD COLUMN visitor_outcome text CHECK (visitor_outcome IN ('DONE', 'CANCELLED', 'OWNER_ABSENT'));
ALTER TABLE visits ADD COLUMN owner_outcome text CHECK (owner_outcome IN ('VISITOR_ABSENT'));
CREATE INDEX visits_reminder_idx ON visits (starts_at) WHERE status = 'CONFIRMED' AND reminded_at IS NULL;
