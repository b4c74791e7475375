-- A verification ends when what was verified changes (first name, last name, phone) or when an administrator revokes
-- it: the badge leaves the account and its listings, and a REVOKED entry keeps the reason the member reads.
ALTER TABLE verification_requests DROP CONSTRAINT verification_requests_status_check;
ALTER TABLE verification_requests ADD CONSTRAINT verification_requests_status_check
  CHECK (status IN ('PENDING', 'APPROVED', 'REFUSED', 'REVOKED'));
