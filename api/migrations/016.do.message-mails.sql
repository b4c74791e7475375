-- E-mails about new messages in discussions: a member may turn them off (on unless they do), and each side of a
-- thread remembers when it was last mailed, so that a busy thread sends its member one mail per quarter hour at most.
ALTER TABLE users ADD COLUMN message_mails boolean NOT NULL DEFAULT true;
ALTER TABLE conversation_members ADD COLUMN mailed_at timestamptz;

-- The mail round reads only the sides with unread messages, oldest activity first.
CREATE INDEX conversation_members_unread_idx ON conversation_members (last_message_at) WHERE unread_count > 0;
