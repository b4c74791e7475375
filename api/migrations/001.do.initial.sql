-- Extensions live in public so that every schema (one per test file on PostgreSQL) sees them.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- unaccent() is only STABLE; this wrapper names its dictionary so it can be IMMUTABLE and used in indexes.
CREATE OR REPLACE FUNCTION public.immo_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  pseudo text NOT NULL,
  role text NOT NULL DEFAULT 'USER',
  phone text,
  avatar text,
  bio text,
  email_verified_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  conditions text NOT NULL DEFAULT '',
  category text NOT NULL,
  subcategory text,
  price numeric(16, 2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL DEFAULT 'XAF',
  sku text,
  stock integer NOT NULL DEFAULT 0,
  quantity integer NOT NULL DEFAULT 0,
  unit text,
  treshold integer NOT NULL DEFAULT 1,
  variants jsonb NOT NULL DEFAULT '[]',
  variations jsonb NOT NULL DEFAULT '[]',
  colors jsonb NOT NULL DEFAULT '[]',
  sizes jsonb NOT NULL DEFAULT '[]',
  tags text[] NOT NULL DEFAULT '{}',
  weight numeric(12, 3) NOT NULL DEFAULT 0,
  dimensions jsonb NOT NULL DEFAULT '{"length":0,"width":0,"height":0}',
  bedrooms integer NOT NULL DEFAULT 0,
  bathrooms numeric(4, 1) NOT NULL DEFAULT 0,
  area numeric(14, 2),
  area_unit text NOT NULL DEFAULT 'm²',
  is_digital boolean NOT NULL DEFAULT false,
  is_for_sale boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  city text,
  district text,
  land_type text CHECK (land_type IN ('constructible', 'agricole', 'viabilisé')),
  image jsonb,
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    public.immo_fold(name || ' ' || description || ' ' || coalesce(city, '') || ' ' || coalesce(district, ''))
  ) STORED,
  search_tsv tsvector GENERATED ALWAYS AS (
    to_tsvector('french'::regconfig, public.immo_fold(name || ' ' || description))
  ) STORED
);
-- Public reads only see ACTIVE listings: partial indexes keep them small and serve each sort.
CREATE INDEX products_active_recent_idx ON products (created_at DESC, id DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_price_idx ON products (price, id) WHERE status = 'ACTIVE';
CREATE INDEX products_active_area_idx ON products (area, id) WHERE status = 'ACTIVE';
CREATE INDEX products_active_city_idx ON products (public.immo_fold(city), created_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_category_idx ON products (lower(category), created_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_sale_idx ON products (is_for_sale, created_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_bedrooms_idx ON products (bedrooms) WHERE status = 'ACTIVE';
CREATE INDEX products_active_bathrooms_idx ON products (bathrooms) WHERE status = 'ACTIVE';
CREATE INDEX products_active_land_type_idx ON products (land_type) WHERE status = 'ACTIVE';
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text public.gin_trgm_ops);
CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv);
CREATE INDEX products_user_idx ON products (user_id, created_at DESC);

CREATE TABLE favourites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX favourites_product_idx ON favourites (product_id);

CREATE TABLE messages (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('admin', 'contact', 'listing')),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  recipient_id uuid REFERENCES users (id) ON DELETE CASCADE,
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text,
  email text,
  phone text,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_recipient_idx ON messages (recipient_id, created_at DESC);
