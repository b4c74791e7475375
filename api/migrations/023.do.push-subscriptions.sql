-- Web Push: the devices on which a member asked to be notified ('Recevoir les notifications sur cet appareil'),
-- one row per browser subscription (its push service address and the keys that encrypt what is sent to it), with
-- each kind of notification on or off. A subscription the push service says is gone (404, 410) is deleted.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  messages boolean NOT NULL DEFAULT true,
  visits boolean NOT NULL DEFAULT true,
  alerts boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz
);

CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
