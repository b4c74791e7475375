-- Issue 16: search the way Cameroon searches. City and quartier (with the known quartiers' centres), a position on
-- every listing, the entry costs of a rental, the land title of a plot, and an owner's number shown on their listings.

-- The known places: each city's centre (district '') and its quartiers' approximate centres. A listing without a pin
-- is placed at its quartier's centre (or its city's), never more precisely than its owner chose; the listing form
-- offers these cities first and these quartiers as suggestions. `rank` orders the cities.
CREATE TABLE places (
  city text NOT NULL,
  district text NOT NULL DEFAULT '',
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  rank integer NOT NULL DEFAULT 100,
  PRIMARY KEY (city, district)
);
CREATE UNIQUE INDEX places_fold_idx ON places (public.immo_fold(city), public.immo_fold(district));

INSERT INTO places (city, district, lat, lng, rank) VALUES
  ('Douala', '', 4.0511, 9.7679, 1),
  ('Douala', 'Bonapriso', 4.0297, 9.6953, 1),
  ('Douala', 'Bonanjo', 4.0436, 9.6889, 1),
  ('Douala', 'Akwa', 4.0503, 9.7003, 1),
  ('Douala', 'Kotto', 4.0706, 9.7694, 1),
  ('Douala', 'Logpom', 4.0806, 9.7836, 1),
  ('Douala', 'Makepe', 4.0742, 9.7536, 1),
  ('Douala', 'Bali', 4.0411, 9.7025, 1),
  ('Douala', 'Bonamoussadi', 4.0897, 9.7447, 1),
  ('Douala', 'Deïdo', 4.0611, 9.7058, 1),
  ('Douala', 'PK 14', 4.0761, 9.8214, 1),
  ('Yaoundé', '', 3.8480, 11.5021, 2),
  ('Yaoundé', 'Bastos', 3.8894, 11.5097, 2),
  ('Yaoundé', 'Omnisport', 3.8861, 11.5431, 2),
  ('Yaoundé', 'Mvan', 3.8172, 11.5203, 2),
  ('Yaoundé', 'Odza', 3.7942, 11.5458, 2),
  ('Yaoundé', 'Nlongkak', 3.8803, 11.5197, 2),
  ('Yaoundé', 'Santa Barbara', 3.8956, 11.5256, 2),
  ('Yaoundé', 'Biyem-Assi', 3.8353, 11.4856, 2),
  ('Yaoundé', 'Essos', 3.8703, 11.5378, 2),
  ('Yaoundé', 'Mimboman', 3.8669, 11.5578, 2),
  ('Kribi', '', 2.9400, 9.9100, 3),
  ('Kribi', 'Mpalla', 2.8817, 9.8953, 3),
  ('Kribi', 'Lobé', 2.8775, 9.9003, 3),
  ('Kribi', 'Ngoyè', 2.9589, 9.9192, 3),
  ('Kribi', 'Dombè', 2.9497, 9.9147, 3),
  ('Kribi', 'Centre-ville', 2.9403, 9.9097, 3),
  ('Bafoussam', '', 5.4781, 10.4176, 4),
  ('Bafoussam', 'Tamdja', 5.4903, 10.4203, 4),
  ('Bafoussam', 'Djeleng', 5.4603, 10.4097, 4),
  ('Bafoussam', 'Kouogouo', 5.4697, 10.4303, 4),
  ('Bafoussam', 'Banengo', 5.4853, 10.4053, 4),
  ('Garoua', '', 9.3010, 13.3970, 5),
  ('Garoua', 'Roumdé Adjia', 9.3003, 13.4003, 5),
  ('Garoua', 'Yelwa', 9.3103, 13.3853, 5),
  ('Garoua', 'Poumpoumré', 9.2903, 13.4103, 5),
  ('Garoua', 'Marouaré', 9.3203, 13.4053, 5),
  ('Maroua', '', 10.5910, 14.3160, 6),
  ('Maroua', 'Domayo', 10.5953, 14.3253, 6),
  ('Maroua', 'Kakataré', 10.6003, 14.3103, 6),
  ('Maroua', 'Djarengol', 10.5803, 14.3303, 6),
  ('Maroua', 'Palar', 10.6103, 14.3203, 6),
  ('Dschang', '', 5.4460, 10.0530, 7),
  ('Dschang', 'Foto', 5.4603, 10.0303, 7),
  ('Dschang', 'Keuleng', 5.4503, 10.0603, 7),
  ('Dschang', 'Ngui', 5.4403, 10.0453, 7),
  ('Dschang', 'Tsinkop', 5.4553, 10.0503, 7);

ALTER TABLE products
  -- The position shown: the owner's pin (pin_exact), else the quartier's or the city's centre; null when unknown.
  ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng double precision CHECK (lng BETWEEN -180 AND 180),
  ADD COLUMN pin_exact boolean NOT NULL DEFAULT false,
  -- A rental's entry costs: months of rent in advance, months of deposit, the agency's commission, visit fees.
  ADD COLUMN advance_months integer CHECK (advance_months BETWEEN 0 AND 36),
  ADD COLUMN deposit_months integer CHECK (deposit_months BETWEEN 0 AND 36),
  ADD COLUMN agency_fee numeric(16, 2) CHECK (agency_fee >= 0),
  ADD COLUMN visit_fee numeric(16, 2) CHECK (visit_fee >= 0),
  -- A plot's land title: titré, en cours, non titré.
  ADD COLUMN land_title text CHECK (land_title IN ('titled', 'in_progress', 'none')),
  -- The owner's number when they chose to show it on their listings (kept with the account like owner_verified).
  ADD COLUMN owner_phone text;

-- What a tenant pays on entering: rent × (advance + deposit) + commission + visit fees; null for a sale, or for a
-- rental that gives none of the four.
ALTER TABLE products ADD COLUMN entry_total numeric(20, 2) GENERATED ALWAYS AS (
  CASE
    WHEN is_for_sale THEN NULL
    WHEN advance_months IS NULL AND deposit_months IS NULL AND agency_fee IS NULL AND visit_fee IS NULL THEN NULL
    ELSE price * (coalesce(advance_months, 0) + coalesce(deposit_months, 0)) + coalesce(agency_fee, 0)
      + coalesce(visit_fee, 0)
  END
) STORED;

ALTER TABLE users ADD COLUMN show_phone boolean NOT NULL DEFAULT false;

-- Existing listings take their quartier's (or city's) centre.
UPDATE products p SET lat = pl.lat, lng = pl.lng
  FROM places pl
  WHERE p.lat IS NULL AND public.immo_fold(pl.city) = public.immo_fold(p.city)
    AND public.immo_fold(pl.district) = public.immo_fold(coalesce(p.district, ''));
UPDATE products p SET lat = pl.lat, lng = pl.lng
  FROM places pl
  WHERE p.lat IS NULL AND pl.district = '' AND public.immo_fold(pl.city) = public.immo_fold(p.city);

-- City + quartier with the page's sort in one btree (as migration 003 does for the city alone).
CREATE STATISTICS products_district_fold_stat ON (public.immo_fold(district)) FROM products;
CREATE INDEX products_active_city_district_price_idx
  ON products (public.immo_fold(city), public.immo_fold(district), price, id) WHERE status = 'ACTIVE';
CREATE INDEX products_active_city_district_recent_idx
  ON products (public.immo_fold(city), public.immo_fold(district), created_at DESC, id DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_entry_idx ON products (entry_total, id) WHERE status = 'ACTIVE' AND entry_total IS NOT NULL;
CREATE INDEX products_active_land_title_idx ON products (land_title) WHERE status = 'ACTIVE';
CREATE INDEX products_active_position_idx ON products (lat, lng) WHERE status = 'ACTIVE' AND lat IS NOT NULL;

-- Taps on 'Appeler' and 'WhatsApp', messages and favourites, per listing and day, for the owner's figures: one row
-- per visitor key (a daily hash, nothing personal) so that a visitor's repeated taps count once a day.
CREATE TABLE listing_events (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'call', 'whatsapp', 'message', 'save')),
  visitor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, day, kind, visitor)
);

ANALYZE products;
