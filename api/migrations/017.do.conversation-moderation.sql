-- The moderators read reported discussions: each reading, and each decision on a discussion's reports, is a journal
-- line about that discussion.
ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_type_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_type_check
  CHECK (target_type IN ('listing', 'user', 'message', 'verification', 'conversation'));
