-- What rent and land cost, by city and quartier: medians of the public and recently closed listings in XAF, computed
-- by the periodic work (never per request) and replaced whole at each round. A row per city (district_slug '')
-- and per quartier, and per kind: 'rent' by type and bedrooms, 'sale' by type, 'land' per m² by land title.
-- Rows are kept whatever their count; the pages and the low-price check only use those with enough listings.
CREATE TABLE price_figures (
  kind text NOT NULL CHECK (kind IN ('rent', 'sale', 'land')),
  city_slug text NOT NULL,
  district_slug text NOT NULL,
  city text NOT NULL,
  district text NOT NULL,
  -- The type, folded ('appartement'), and as most listings spell it ('Appartement').
  category_key text NOT NULL,
  category text NOT NULL,
  -- Rentals only.
  bedrooms integer,
  -- Plots only: 'titled', 'in_progress' or 'none'.
  land_title text,
  -- XAF (per month for a rental, per m² for a plot), and the listings behind it.
  median numeric(16, 2) NOT NULL,
  count integer NOT NULL,
  -- The same figure a year earlier: the listings on the market then.
  previous_median numeric(16, 2),
  previous_count integer NOT NULL DEFAULT 0,
  computed_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX price_figures_key ON price_figures
  (city_slug, district_slug, kind, category_key, coalesce(bedrooms, -1), coalesce(land_title, ''));

-- A listing priced far below its quartier's median for the same type and size: the median it was compared with,
-- refreshed with the figures and at each write of the listing; null when the price is not suspicious.
ALTER TABLE products ADD COLUMN low_price_median numeric(16, 2);
CREATE INDEX products_low_price_idx ON products (created_at DESC) WHERE low_price_median IS NOT NULL;
