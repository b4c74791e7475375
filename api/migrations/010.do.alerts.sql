-- Issue 16, point 6: saved searches and alerts, and 'Baisse de prix' for favourites.

-- When a listing last became visible on the public pages (created public, or made public again: reactivated,
-- released by moderation, its owner's account re-enabled). An alert looks at the listings published since its last
-- look. Set by the database itself so that every path that changes a listing (owner, administrator, job) counts.
ALTER TABLE products ADD COLUMN published_at timestamptz NOT NULL DEFAULT now();
UPDATE products SET published_at = created_at;

CREATE FUNCTION products_published_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.status = 'ACTIVE' AND NEW.moderation IS NULL AND NOT NEW.owner_disabled
     AND NOT (OLD.status = 'ACTIVE' AND OLD.moderation IS NULL AND NOT OLD.owner_disabled) THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER products_published_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_published_at();
CREATE INDEX products_published_idx ON products (published_at DESC, id DESC)
  WHERE status = 'ACTIVE' AND moderation IS NULL AND NOT owner_disabled;

-- A saved search. `filters` holds the public search's filters only (checked by the route's schema).
-- last_checked_at is on the application's clock (the schedule: daily alerts once a day); seen_until and
-- active_since on the database's: the listings published before seen_until (less a margin for transactions still in
-- flight) were looked at; none published before active_since (creation, or the last resume) is ever announced.
CREATE TABLE alerts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filters jsonb NOT NULL DEFAULT '{}',
  frequency text NOT NULL DEFAULT 'immediate' CHECK (frequency IN ('immediate', 'daily')),
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_checked_at timestamptz,
  seen_until timestamptz NOT NULL DEFAULT now(),
  active_since timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alerts_user_idx ON alerts (user_id, created_at);
CREATE INDEX alerts_due_idx ON alerts (frequency, last_checked_at) WHERE NOT paused;

-- The listings an alert already announced: never twice for one alert.
CREATE TABLE alert_sent (
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, product_id)
);

-- Each lowering of a listing's price, written by the database on any update; the periodic work mails the users who
-- saved the listing and stamps sent_at (once per drop; several drops before a round make one mail).
CREATE TABLE price_drops (
  id bigserial PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  old_price numeric(16, 2) NOT NULL,
  new_price numeric(16, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX price_drops_pending_idx ON price_drops (id) WHERE sent_at IS NULL;

CREATE FUNCTION products_price_drop() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.price < OLD.price AND NEW.currency = OLD.currency THEN
    -- Qualified by the table's schema, as products_version_bump does (one schema per test file on PostgreSQL).
    EXECUTE format('INSERT INTO %I.price_drops (product_id, old_price, new_price) VALUES ($1, $2, $3)',
      TG_TABLE_SCHEMA) USING NEW.id, OLD.price, NEW.price;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER products_price_drop AFTER UPDATE OF price ON products
  FOR EACH ROW EXECUTE FUNCTION products_price_drop();
