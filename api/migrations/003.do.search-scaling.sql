-- Search at 10 000 to 100 000 listings (issue 8, item 6): the planner's statistics, indexes that serve a filter and
-- its sort together, and a data version that lets the search reuse an exact count while nothing has changed.

-- 1. Statistics on the folded city and the lower-cased category. The expression indexes on them are partial
-- (ACTIVE rows only) and PostgreSQL takes no statistics from a partial index: the planner guessed 0.5 % of the
-- rows for any city (50 rows for Douala's 1 428 at 10 000 listings) and chose plans for that guess.
CREATE STATISTICS products_city_fold_stat ON (public.immo_fold(city)) FROM products;
CREATE STATISTICS products_category_lower_stat ON (lower(category)) FROM products;

-- 2. A filter and the sort of its page in one btree, the sort's tie-breaker (id) last, so that a page of a city is
-- read in order and stops after `limit` rows instead of sorting every match.
CREATE INDEX products_active_city_price_idx ON products (public.immo_fold(city), price, id)
  WHERE status = 'ACTIVE';
CREATE INDEX products_active_city_recent_idx ON products (public.immo_fold(city), created_at DESC, id DESC)
  WHERE status = 'ACTIVE';
DROP INDEX products_active_city_idx;
-- Broad filters (for sale or to let, a type, bedrooms) need no such pair: the page walks the sort's own index and
-- finds its rows after a few times `limit`.
-- area_desc sorts listings without an area last (DESC NULLS LAST): the (area, id) index read backwards gives
-- NULLS FIRST, so that sort has its own.
CREATE INDEX products_active_area_desc_idx ON products (area DESC NULLS LAST, id DESC) WHERE status = 'ACTIVE';

-- 3. The data version of the listings: one row, moved on by every statement that inserts, updates or deletes at
-- least one product (statement-level triggers, so a bulk insert moves it once; one with no row moves nothing).
-- A count read together with the version it was counted at stays exact for as long as the version is unchanged.
CREATE TABLE products_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  n bigint NOT NULL DEFAULT 0
);
INSERT INTO products_version DEFAULT VALUES;

CREATE FUNCTION products_version_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    EXECUTE format('UPDATE %I.products_version SET n = n + 1', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_version_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_version_bump();
CREATE TRIGGER products_version_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_version_bump();
CREATE TRIGGER products_version_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_version_bump();
CREATE FUNCTION products_version_bump_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('UPDATE %I.products_version SET n = n + 1', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
CREATE TRIGGER products_version_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_version_bump_truncate();

ANALYZE products;
